import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Reads the browser: there is no answer on the server.
function BrowserTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <Typography variant="h6" component="p">{zone.replace(/_/g, ' ')}</Typography>;
}

export default function LocalTimeZone() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Meetings are shown in your time zone
        </Typography>
        {/* Server HTML and first client render: the skeleton. After mount: the real value. */}
        <NoSsr fallback={<Skeleton variant="text" width={160} sx={{ fontSize: '1.25rem' }} />}>
          <BrowserTimeZone />
        </NoSsr>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Weekly sync: Tuesdays, 10:00 to 10:30
        </Typography>
      </CardContent>
    </Card>
  );
}
