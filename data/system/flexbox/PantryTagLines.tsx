import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

const values = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'stretch'] as const;
type AlignContent = (typeof values)[number];
const ingredients = ['Basil', 'Garlic', 'Olive oil', 'Parmesan', 'Pine nuts', 'Lemon', 'Sea salt', 'Black pepper'];

export default function PantryTagLines() {
  const [alignContent, setAlignContent] = React.useState<AlignContent>('flex-start');

  return (
    <div>
      <ToggleButtonGroup
        aria-label="alignContent"
        exclusive
        size="small"
        value={alignContent}
        onChange={(event, next: AlignContent | null) => next && setAlignContent(next)}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {values.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* Wrapping turns the tags into several lines; alignContent spreads those lines over the fixed height. */}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignContent, gap: 1, maxWidth: 340, height: 200, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        {ingredients.map((ingredient) => (
          <Box
            key={ingredient}
            sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.5, borderRadius: 1, typography: 'body2', bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {ingredient}
          </Box>
        ))}
      </Box>
    </div>
  );
}
