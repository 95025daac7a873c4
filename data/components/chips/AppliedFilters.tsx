import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const defaultFilters = ['Size: M', 'Colour: Navy', 'Under $50', 'In stock'];

export default function AppliedFilters() {
  const [filters, setFilters] = React.useState(defaultFilters);

  const removeFilter = (filter: string) => {
    setFilters((current) => current.filter((item) => item !== filter));
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {filters.length === 0
          ? 'No filters: showing all 1,240 jackets'
          : `${filters.length} filters applied`}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {filters.map((filter) => (
          <Chip
            key={filter}
            label={filter}
            variant="outlined"
            onDelete={() => removeFilter(filter)}
          />
        ))}
      </Stack>
      {filters.length < defaultFilters.length && (
        <Button size="small" onClick={() => setFilters(defaultFilters)}>
          Restore filters
        </Button>
      )}
    </Stack>
  );
}
