import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontIcon from '@mui/icons-material/Storefront';

const departments = ['New in', 'Outdoor', 'Kitchen', 'Sale'];
const accountLinks = ['Orders', 'Wish list', 'Addresses', 'Sign out'];

export default function ShopNavAppBar() {
  const [navAnchor, setNavAnchor] = React.useState<null | HTMLElement>(null);
  const [accountAnchor, setAccountAnchor] = React.useState<null | HTMLElement>(null);
  const navMenuId = React.useId();
  const accountMenuId = React.useId();

  return (
    <AppBar position="static">
      <Container maxWidth="lg">
        <Toolbar disableGutters>
          <StorefrontIcon sx={{ mr: 1 }} />
          <Typography variant="h6" component="div" noWrap sx={{ mr: 3, fontWeight: 700 }}>
            Pinecone
          </Typography>

          {/* Small screens: the departments collapse into a menu. */}
          <Box sx={{ flexGrow: 1, display: { xs: 'flex', md: 'none' } }}>
            <IconButton
              color="inherit"
              aria-label="Departments"
              aria-controls={navAnchor ? navMenuId : undefined}
              aria-haspopup="true"
              aria-expanded={navAnchor ? 'true' : undefined}
              onClick={(event) => setNavAnchor(event.currentTarget)}
            >
              <MenuIcon />
            </IconButton>
            <Menu id={navMenuId} anchorEl={navAnchor} open={Boolean(navAnchor)} onClose={() => setNavAnchor(null)}>
              {departments.map((name) => (
                <MenuItem key={name} onClick={() => setNavAnchor(null)}>
                  {name}
                </MenuItem>
              ))}
            </Menu>
          </Box>

          {/* From md up: the departments sit in the bar. */}
          <Box component="nav" aria-label="Departments" sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' } }}>
            {departments.map((name) => (
              <Button key={name} color="inherit">
                {name}
              </Button>
            ))}
          </Box>

          <Tooltip title="Your account">
            <IconButton
              aria-label="Account of Maya Ortiz"
              aria-controls={accountAnchor ? accountMenuId : undefined}
              aria-haspopup="true"
              aria-expanded={accountAnchor ? 'true' : undefined}
              onClick={(event) => setAccountAnchor(event.currentTarget)}
              sx={{ p: 0 }}
            >
              <Avatar sx={{ width: 36, height: 36, bgcolor: 'background.paper', color: 'primary.main' }}>MO</Avatar>
            </IconButton>
          </Tooltip>
          <Menu
            id={accountMenuId}
            anchorEl={accountAnchor}
            open={Boolean(accountAnchor)}
            onClose={() => setAccountAnchor(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {accountLinks.map((link) => (
              <MenuItem key={link} onClick={() => setAccountAnchor(null)}>
                {link}
              </MenuItem>
            ))}
          </Menu>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
