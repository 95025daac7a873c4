import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function UnderlineLinks() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', flexWrap: 'wrap', typography: 'body1' }}>
      <Link href="/getting-started/installation/" underline="none">
        underline="none"
      </Link>
      <Link href="/getting-started/usage/" underline="hover">
        underline="hover"
      </Link>
      <Link href="/customization/theming/" underline="always">
        underline="always" (default)
      </Link>
    </Stack>
  );
}
