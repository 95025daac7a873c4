import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

const languages = [
  'C',
  'C#',
  'Elixir',
  'Go',
  'Haskell',
  'Java',
  'Kotlin',
  'Python',
  'Ruby',
  'Rust',
  'Swift',
  'TypeScript',
];

const flags = [
  'autoComplete',
  'autoHighlight',
  'autoSelect',
  'blurOnSelect',
  'clearOnEscape',
  'disableClearable',
  'disableCloseOnSelect',
  'includeInputInList',
  'openOnFocus',
  'readOnly',
] as const;

type Flag = (typeof flags)[number];

export default function PropsPlayground() {
  const [enabled, setEnabled] = React.useState<Record<Flag, boolean>>(
    () => Object.fromEntries(flags.map((flag) => [flag, false])) as Record<Flag, boolean>,
  );

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <Autocomplete
        {...enabled}
        options={languages}
        defaultValue="Rust"
        renderInput={(params) => <TextField {...params} label="Primary language" />}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {flags.map((flag) => (
          <FormControlLabel
            key={flag}
            control={
              <Switch
                size="small"
                checked={enabled[flag]}
                onChange={(event) => setEnabled((previous) => ({ ...previous, [flag]: event.target.checked }))}
              />
            }
            label={
              <Box component="code" sx={{ fontSize: 13 }}>
                {flag}
              </Box>
            }
          />
        ))}
      </Box>
    </Stack>
  );
}
