import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const cuisines = ['Italian', 'Japanese', 'Mexican', 'Indian', 'Lebanese', 'Vegan'];

export default function FilterChips() {
  const [selected, setSelected] = React.useState<string[]>(['Japanese']);

  const toggle = (cuisine: string) => {
    setSelected((current) =>
      current.includes(cuisine)
        ? current.filter((item) => item !== cuisine)
        : [...current, cuisine],
    );
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        useFlexGap
        spacing={1}
        sx={{ flexWrap: 'wrap' }}
        role="group"
        aria-label="Filter restaurants by cuisine"
      >
        {cuisines.map((cuisine) => {
          const isSelected = selected.includes(cuisine);
          return (
            <Chip
              key={cuisine}
              label={cuisine}
              onClick={() => toggle(cuisine)}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              icon={isSelected ? <CheckIcon /> : undefined}
              aria-pressed={isSelected}
            />
          );
        })}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {selected.length === 0
          ? 'Showing every restaurant'
          : `Showing ${selected.join(', ')} restaurants`}
      </Typography>
    </Stack>
  );
}
