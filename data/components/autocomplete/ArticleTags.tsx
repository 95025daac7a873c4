import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const topics = ['Accessibility', 'Animation', 'Forms', 'Performance', 'Routing', 'Security', 'Testing', 'Theming'];

export default function ArticleTags() {
  return (
    <Autocomplete
      multiple
      freeSolo
      sx={{ maxWidth: 440 }}
      options={topics}
      defaultValue={['Forms', 'Accessibility']}
      filterSelectedOptions
      renderValue={(values, getItemProps) =>
        values.map((topic, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              label={topic}
              size="small"
              color="primary"
              variant="outlined"
              aria-description="Press Delete or Backspace to remove this topic"
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Article topics"
          placeholder="Add a topic"
          helperText="Pick a topic or type a new one and press Enter"
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              'aria-description': 'Press Left Arrow to move to the selected topics',
            },
          }}
        />
      )}
    />
  );
}
