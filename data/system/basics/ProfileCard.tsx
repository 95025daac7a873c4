import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function ProfileCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 420,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }}>AK</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
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
