import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

// A one-off layout: no makeStyles hook, no class names, styles sit on the elements with sx.
export default function SxProfileHeader() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        p: 2.5,
        width: '100%',
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'secondary.main', fontSize: 22 }}>NK</Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          Noor Khalil
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Staff engineer · Payments platform
        </Typography>
      </Box>
      <Chip
        label="On call this week"
        color="success"
        variant="outlined"
        sx={(theme) => ({ fontWeight: 600, borderWidth: 2, [theme.breakpoints.down('sm')]: { alignSelf: 'stretch' } })}
      />
    </Box>
  );
}
