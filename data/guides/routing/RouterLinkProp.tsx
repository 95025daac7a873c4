import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, MemoryRouter, useLocation, type LinkProps as RouterLinkProps } from 'react-router';

// A fixed destination, wrapped once: handy for a link that appears in many places.
const HomeLink = React.forwardRef<HTMLAnchorElement, Omit<RouterLinkProps, 'to'>>(function HomeLink(props, ref) {
  return <RouterLink ref={ref} to="/" {...props} />;
});

function CurrentPath() {
  const { pathname } = useLocation();
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      Router location: <code>{pathname}</code>
    </Typography>
  );
}

export default function RouterLinkProp() {
  return (
    <MemoryRouter initialEntries={['/components/breadcrumbs/']}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {/* `component` swaps the root element; React Router's own `to` prop passes through. */}
          <Link component={RouterLink} to="/components/links/">
            Links
          </Link>
          <Link component={RouterLink} to="/components/breadcrumbs/" underline="always">
            Breadcrumbs
          </Link>
          <Link component={HomeLink}>Home</Link>
        </Stack>
        <CurrentPath />
      </Box>
    </MemoryRouter>
  );
}
