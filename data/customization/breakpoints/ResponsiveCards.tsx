import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import StorageIcon from '@mui/icons-material/Storage';
import SecurityIcon from '@mui/icons-material/Security';

const services = [
  { name: 'Hosting', detail: 'Deploy previews for every pull request.', icon: CloudQueueIcon },
  { name: 'Database', detail: 'Managed Postgres with daily backups.', icon: StorageIcon },
  { name: 'Security', detail: 'Single sign-on and audit logs.', icon: SecurityIcon },
];

export default function ResponsiveCards() {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }}>
      {services.map(({ name, detail, icon: Icon }) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent
              sx={{
                flexGrow: 1,
                display: 'flex',
                // A row on phones (icon beside the text), a column from `sm` up.
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: { xs: 'center', sm: 'flex-start' },
                gap: { xs: 2, sm: 1 },
              }}
            >
              <Box
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: { xs: 40, md: 48 },
                  height: { xs: 40, md: 48 },
                  borderRadius: 1,
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                  flexShrink: 0,
                }}
              >
                <Icon />
              </Box>
              <div>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {detail}
                </Typography>
              </div>
            </CardContent>
            <CardActions sx={{ display: { xs: 'none', sm: 'flex' } }}>
              <Button size="small">Learn more</Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
