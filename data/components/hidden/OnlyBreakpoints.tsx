import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

// Each chip replaces a <Hidden only={...}> rule with a responsive display value.
const rules = [
  { label: 'Visible on xs only', display: { xs: 'flex', sm: 'none' } },
  { label: 'Hidden on sm only', display: { xs: 'flex', sm: 'none', md: 'flex' } },
  { label: 'Visible on md and lg', display: { xs: 'none', md: 'flex', xl: 'none' } },
  { label: 'Hidden from lg up', display: { xs: 'flex', lg: 'none' } },
  { label: 'Always visible', display: 'flex' },
];

export default function OnlyBreakpoints() {
  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {rules.map((rule) => (
          <Chip key={rule.label} label={rule.label} color="primary" variant="outlined" sx={{ display: rule.display }} />
        ))}
      </Stack>
    </Box>
  );
}
