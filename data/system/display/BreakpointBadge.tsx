import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

// Each chip is shown at exactly one breakpoint range and hidden everywhere else.
const ranges = [
  { label: 'xs: under 600px', display: { xs: 'inline-flex', sm: 'none' } },
  { label: 'sm: 600–899px', display: { xs: 'none', sm: 'inline-flex', md: 'none' } },
  { label: 'md: 900–1199px', display: { xs: 'none', md: 'inline-flex', lg: 'none' } },
  { label: 'lg: 1200–1535px', display: { xs: 'none', lg: 'inline-flex', xl: 'none' } },
  { label: 'xl: 1536px and up', display: { xs: 'none', xl: 'inline-flex' } },
];

export default function BreakpointBadge() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2">Your window matches</Typography>
      {ranges.map((range) => (
        <Chip key={range.label} label={range.label} color="primary" sx={{ display: range.display }} />
      ))}
    </Box>
  );
}
