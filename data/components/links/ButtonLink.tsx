import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function ButtonLink() {
  const [sent, setSent] = React.useState(0);

  return (
    <Typography>
      We sent a six-digit code to ana@example.com. Didn't get it?{' '}
      <Link component="button" variant="body1" onClick={() => setSent(sent + 1)} sx={{ verticalAlign: 'baseline' }}>
        Send a new code
      </Link>
      <Typography component="span" role="status" sx={{ display: 'block', mt: 1, color: 'text.secondary' }}>
        {sent > 0 ? `New code sent (${sent}).` : ''}
      </Typography>
    </Typography>
  );
}
