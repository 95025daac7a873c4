import Box from '@mui/material/Box';
import Grid from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';

const shortcuts = [
  ['Play or pause', 'Space'],
  ['Next track', 'Shift + N'],
  ['Previous track', 'Shift + P'],
  ['Like the song', 'Alt + L'],
  ['Volume up', 'Ctrl + ↑'],
  ['Search', 'Ctrl + K'],
];

export default function ShortcutSheet() {
  return (
    // Tight rows, wide gutter between the two columns (wider from sm).
    <Grid container rowSpacing={1} columnSpacing={{ xs: 2, sm: 6 }}>
      {shortcuts.map(([action, keys]) => (
        <Grid item xs={12} sm={6} key={action}>
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              borderBottom: 1,
              borderColor: 'divider',
              pb: 0.5,
            }}
          >
            <Typography variant="body2">{action}</Typography>
            <Typography variant="body2" component="kbd" sx={{ fontFamily: 'monospace' }}>
              {keys}
            </Typography>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
