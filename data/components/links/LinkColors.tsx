import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkColors() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography>
        By creating an account you agree to the{' '}
        <Link href="/discover-more/vision/">terms of service</Link> and the{' '}
        <Link href="/discover-more/team/" color="secondary">
          privacy policy
        </Link>
        .
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Muted footnote with a link that takes the text colour:{' '}
        <Link href="/discover-more/community/" color="inherit">
          community guidelines
        </Link>
        .
      </Typography>
      <Typography variant="body2" sx={{ color: 'error.main' }}>
        Your session expired.{' '}
        <Link href="/getting-started/support/" color="error" sx={{ fontWeight: 'medium' }}>
          Get help signing in
        </Link>
      </Typography>
      <Link href="/getting-started/learn/" variant="h6" component="a" underline="hover" color="text.primary">
        Learning resources, as a heading-sized link
      </Link>
    </Stack>
  );
}
