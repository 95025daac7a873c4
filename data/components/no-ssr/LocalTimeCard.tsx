import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

// Depends on the reader's clock, time zone and locale: it can only be right in the browser.
function LocalTime() {
  const [now, setNow] = React.useState(() => new Date());
  React.useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <div>
      <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {now.toLocaleTimeString()}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {zone}
      </Typography>
    </div>
  );
}

export default function LocalTimeCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 280 }}>
      <CardContent>
        <Typography variant="overline" component="p">
          Your local time
        </Typography>
        <NoSsr
          fallback={
            <div>
              <Skeleton variant="text" width={120} sx={{ fontSize: '1.5rem' }} />
              <Skeleton variant="text" width={90} />
            </div>
          }
        >
          <LocalTime />
        </NoSsr>
      </CardContent>
    </Card>
  );
}
