import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const genres = ['Ambient', 'Classical', 'Electronic', 'Folk', 'Hip-hop', 'Jazz', 'Metal', 'Soul'];

export default function GenreFilterPlaceholder() {
  const [selected, setSelected] = React.useState<string[]>([]);

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    setSelected(typeof value === 'string' ? value.split(',') : value);
  };

  return (
    <FormControl size="small" sx={{ width: { xs: '100%', sm: 280 } }}>
      <Select
        multiple
        displayEmpty
        value={selected}
        onChange={handleChange}
        inputProps={{ 'aria-label': 'Filter by genre' }}
        renderValue={(values) => {
          if (values.length === 0) {
            return (
              <Typography component="span" color="text.secondary">
                All genres
              </Typography>
            );
          }
          return values.length <= 2 ? values.join(', ') : `${values[0]} and ${values.length - 1} more`;
        }}
      >
        {genres.map((genre) => (
          <MenuItem key={genre} value={genre}>
            {genre}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
