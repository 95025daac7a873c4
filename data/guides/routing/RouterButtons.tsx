import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import { Link as RouterLink, MemoryRouter, useLocation, type LinkProps as RouterLinkProps } from 'react-router';

// ButtonBase adds role="button" when its root is not a native button and it sees no href, to or
// component="a". This wrapper hides `to` from it, so the role is reset after the spread props.
const InstallLink = React.forwardRef<HTMLAnchorElement, Omit<RouterLinkProps, 'to'>>(function InstallLink(props, ref) {
  return <RouterLink ref={ref} to="/getting-started/installation/" {...props} role={undefined} />;
});

function CurrentPath() {
  const { pathname } = useLocation();
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      Router location: <code>{pathname}</code>
    </Typography>
  );
}

export default function RouterButtons() {
  return (
    <MemoryRouter initialEntries={['/getting-started/usage/']}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/getting-started/templates/" variant="contained" startIcon={<DashboardCustomizeIcon />}>
            Browse templates
          </Button>
          <Button component={InstallLink} variant="outlined">
            Installation
          </Button>
          <Button component={RouterLink} to="/getting-started/usage/">
            Back to usage
          </Button>
        </Stack>
        <CurrentPath />
      </Box>
    </MemoryRouter>
  );
}
