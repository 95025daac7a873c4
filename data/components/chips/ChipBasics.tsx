import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ChipBasics() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 380 }}>
      <Typography sx={{ fontWeight: 600 }}>Episode 48: Shipping a design system</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        The Frontend Hour · 52 min
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip label="New episode" />
        <Chip label="Interview" variant="outlined" />
        <Chip label="Transcript available" variant="outlined" />
      </Stack>
    </Paper>
  );
}
