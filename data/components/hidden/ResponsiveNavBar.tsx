import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const links = ['Features', 'Pricing', 'Customers', 'Docs'];

export default function ResponsiveNavBar() {
  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Toolbar>
        {/* Was <Hidden mdUp>: shown below md only. */}
        <IconButton
          edge="start"
          aria-label="Open navigation menu"
          sx={{ display: { xs: 'inline-flex', md: 'none' }, mr: 1 }}
        >
          <MenuIcon />
        </IconButton>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Northwind
        </Typography>
        {/* Was <Hidden smDown>: shown from md up. */}
        <Box component="nav" aria-label="Product" sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
          {links.map((link) => (
            <Button key={link} color="inherit">
              {link}
            </Button>
          ))}
        </Box>
        <Button variant="contained" sx={{ ml: 1, display: { xs: 'none', sm: 'inline-flex' } }}>
          Start free trial
        </Button>
      </Toolbar>
    </Box>
  );
}
