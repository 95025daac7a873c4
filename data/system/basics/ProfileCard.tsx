import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function ProfileCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        // Stacked and centred on phones, a single row from the sm breakpoint.
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        textAlign: { xs: 'center', sm: 'left' },
        gap: 2,
        p: 2,
        maxWidth: { xs: 260, sm: 420 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Avatar sx={{ bgcolor: 'primary.main', width: { xs: 72, sm: 56 }, height: { xs: 72, sm: 56 } }}>AK</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0, alignSelf: { xs: 'stretch', sm: 'auto' } }}>
        <Typography sx={{ fontWeight: 'medium' }}>Amara Kone</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Staff engineer, Payments
        </Typography>
      </Box>
      <Button variant="outlined" size="small" sx={{ flexShrink: 0 }}>
        Follow
      </Button>
    </Box>
  );
}
