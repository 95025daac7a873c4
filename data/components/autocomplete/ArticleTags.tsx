import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

const topics = ['Accessibility', 'Animation', 'Forms', 'Performance', 'Routing', 'Security', 'Testing', 'Theming'];

export default function ArticleTags() {
  return (
    <Autocomplete
      multiple
      sx={{ maxWidth: 440 }}
      options={topics}
      defaultValue={['Forms', 'Accessibility', 'Theming']}
      filterSelectedOptions
      limitTags={2}
      renderValue={(values, getItemProps) =>
        values.map((topic, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={topic} size="small" color="primary" variant="outlined" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label="Article topics" placeholder="Add a topic" helperText="Up to two tags show while the field is not focused" />
      )}
    />
  );
}
