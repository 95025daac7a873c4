import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ProfileHeader() {
  return (
    <Stack
      // Column on phones, row from the sm breakpoint (600px) up.
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 3 }}
      sx={{ alignItems: 'center', textAlign: { xs: 'center', sm: 'left' } }}
    >
      <Avatar
        alt="Priya Raman"
        sx={{ width: { xs: 72, sm: 96 }, height: { xs: 72, sm: 96 }, fontSize: { xs: 28, sm: 36 } }}
      >
        PR
      </Avatar>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="p">
          Priya Raman
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Staff engineer · Platform team · Lisbon
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
        <Button variant="outlined" sx={{ flex: { xs: 1, sm: 'none' } }}>
          Message
        </Button>
        <Button variant="contained" sx={{ flex: { xs: 1, sm: 'none' } }}>
          Follow
        </Button>
      </Stack>
    </Stack>
  );
}
