import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function NotificationSettingsStack() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 360 }}>
      {/* Column is the default direction: each child sits 16px below the previous one. */}
      <Stack spacing={2}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Notifications
        </Typography>
        <TextField label="Email for alerts" defaultValue="sam@northwind.dev" size="small" />
        <FormControlLabel control={<Switch defaultChecked />} label="Weekly summary" />
        <FormControlLabel control={<Switch />} label="Mentions in comments" />
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Save changes
        </Button>
      </Stack>
    </Paper>
  );
}
