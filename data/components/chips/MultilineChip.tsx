import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

const note =
  'Ships in two parts: the frame leaves the warehouse today, the cushions follow within five working days.';

export default function MultilineChip() {
  return (
    <Box sx={{ width: 280, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Chip label={note} title={note} />
      <Chip
        label={note}
        color="primary"
        variant="outlined"
        sx={{
          height: 'auto',
          py: 0.5,
          '& .MuiChip-label': { display: 'block', whiteSpace: 'normal' },
        }}
      />
    </Box>
  );
}
