import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

interface LabelOption {
  name: string;
  inputValue?: string; // set on the extra "Add …" option only
}

const filter = createFilterOptions<LabelOption>();

export default function CreatableLabel() {
  const [labels, setLabels] = React.useState<LabelOption[]>([
    { name: 'bug' },
    { name: 'documentation' },
    { name: 'good first issue' },
  ]);
  const [value, setValue] = React.useState<LabelOption | null>(null);

  return (
    <Autocomplete
      sx={{ maxWidth: 320 }}
      freeSolo
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      options={labels}
      value={value}
      onChange={(event, newValue) => {
        const name = typeof newValue === 'string' ? newValue : (newValue?.inputValue ?? newValue?.name);
        if (!name) {
          setValue(null);
          return;
        }
        let option = labels.find((label) => label.name === name);
        if (!option) {
          option = { name };
          setLabels((previous) => [...previous, option as LabelOption]);
        }
        setValue(option);
      }}
      filterOptions={(options, state) => {
        const filtered = filter(options, state);
        const typed = state.inputValue.trim();
        if (typed !== '' && !options.some((option) => option.name === typed)) {
          filtered.push({ inputValue: typed, name: `Add "${typed}"` });
        }
        return filtered;
      }}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      renderInput={(params) => <TextField {...params} label="Issue label" />}
    />
  );
}
