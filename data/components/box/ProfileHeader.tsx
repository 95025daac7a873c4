import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function ProfileHeader() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        width: '100%',
        maxWidth: 480,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56 }}>AM</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
          Amara Mensah
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          Staff designer · Lisbon
        </Typography>
      </Box>
      <Button variant="outlined" size="small">
        Follow
      </Button>
    </Box>
  );
}
