import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { iconButtonClasses } from '@mui/material/IconButton';
import MailOutlineIcon from '@mui/icons-material/MailOutline';

export default function SxTeamCard() {
  return (
    <Card
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 380,
        transition: 'border-color 150ms',
        // What makeStyles wrote as '&:hover $action': a nested selector on a stable class name.
        [`& .${iconButtonClasses.root}`]: { opacity: { xs: 1, sm: 0.4 } },
        '&:hover, &:focus-within': {
          borderColor: 'primary.main',
          [`& .${iconButtonClasses.root}`]: { opacity: 1 },
        },
      }}
    >
      <Avatar sx={{ width: 48, height: 48, bgcolor: 'secondary.main' }}>LM</Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>Lena Moreau</Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          Frontend engineer · Lyon
        </Typography>
      </Box>
      <IconButton aria-label="Email Lena Moreau" color="primary">
        <MailOutlineIcon />
      </IconButton>
    </Card>
  );
}
