import Button from '@mui/material/Button';
import Grid from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import EventIcon from '@mui/icons-material/Event';
import CloudIcon from '@mui/icons-material/Cloud';
import PaymentsIcon from '@mui/icons-material/Payments';
import EmailIcon from '@mui/icons-material/Email';
import InsightsIcon from '@mui/icons-material/Insights';

const apps = [
  { name: 'Team chat', icon: <ChatIcon color="primary" /> },
  { name: 'Calendar', icon: <EventIcon color="primary" /> },
  { name: 'File storage', icon: <CloudIcon color="primary" /> },
  { name: 'Payments', icon: <PaymentsIcon color="primary" /> },
  { name: 'Email', icon: <EmailIcon color="primary" /> },
  { name: 'Analytics', icon: <InsightsIcon color="primary" /> },
];

export default function IntegrationCatalog() {
  return (
    // 4 columns on phones, 8 on tablets, 12 from md; the gap grows with the screen.
    <Grid container spacing={{ xs: 1, md: 3 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {apps.map((app) => (
        // One size, measured against each breakpoint's columns: 1, 2, then 3 per row.
        <Grid item xs={4} key={app.name}>
          <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
            {app.icon}
            <Typography variant="body2" sx={{ my: 1 }}>
              {app.name}
            </Typography>
            <Button size="small" variant="outlined" aria-label={`Connect ${app.name}`}>
              Connect
            </Button>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
