import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function SearchToolbar() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {/* order: the title comes first on phones and moves after the buttons from sm up. */}
      <Typography sx={{ fontWeight: 'bold', flexBasis: { xs: '100%', sm: 'auto' }, order: { xs: 0, sm: 1 } }}>
        128 orders
      </Typography>
      {/* flex: 1 1 240px: starts at 240px, grows into the free space, shrinks when space runs out. */}
      <TextField label="Search orders" size="small" sx={{ flex: '1 1 240px', order: { xs: 1, sm: 0 } }} />
      {/* flexShrink: 0: the buttons never squeeze their labels. */}
      <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, order: 2 }}>
        <Button variant="outlined">Filters</Button>
        <Button variant="contained">Export</Button>
      </Box>
    </Box>
  );
}
