import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { Link as RouterLink, MemoryRouter, useLocation, type LinkProps as RouterLinkProps } from 'react-router';

// Material UI passes `href`; React Router's Link expects `to`. This adapter maps one to the other.
const LinkBehavior = React.forwardRef<HTMLAnchorElement, Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] }>(
  function LinkBehavior({ href, ...other }, ref) {
    return <RouterLink ref={ref} to={href} {...other} />;
  },
);

// Configure it once in the theme: every Link, and every Button (through ButtonBase) with an href, uses it.
const withRouterLinks = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiLink: { defaultProps: { component: LinkBehavior } },
    MuiButtonBase: {
      ...outer.components?.MuiButtonBase,
      defaultProps: { ...outer.components?.MuiButtonBase?.defaultProps, LinkComponent: LinkBehavior },
    },
  },
});

function CurrentPath() {
  const { pathname } = useLocation();
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      Router location: <code>{pathname}</code>
    </Typography>
  );
}

export default function ThemeLinkBehavior() {
  return (
    // A MemoryRouter keeps the demo's navigation inside the demo (an app uses BrowserRouter). Its paths are pages of
    // this site, so the links also work as plain links before the demo's script runs.
    <MemoryRouter initialEntries={['/components/links/']}>
      <ThemeProvider theme={withRouterLinks}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Link href="/components/links/">Links</Link>
            <Link href="/components/breadcrumbs/">Breadcrumbs</Link>
            <Button variant="outlined" size="small" href="/components/buttons/">
              Buttons
            </Button>
          </Stack>
          <CurrentPath />
        </Box>
      </ThemeProvider>
    </MemoryRouter>
  );
}
