import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
];

export default function PlaceholderSelect() {
  const [sort, setSort] = React.useState('');

  return (
    <FormControl size="small" sx={{ minWidth: 220 }}>
      <Select
        displayEmpty
        value={sort}
        onChange={(event: SelectChangeEvent) => setSort(event.target.value)}
        inputProps={{ 'aria-label': 'Sort products' }}
        renderValue={(value) =>
          value === '' ? (
            <Typography component="span" color="text.secondary">
              Sort by…
            </Typography>
          ) : (
            sortOptions.find((option) => option.value === value)?.label
          )
        }
      >
        <MenuItem value="">
          <em>Relevance (default)</em>
        </MenuItem>
        {sortOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
