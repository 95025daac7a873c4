import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const links = ['Products', 'Pricing', 'Docs', 'Blog'];

export default function ResponsiveToolbar() {
  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {/* Only below md: the menu button that would open a drawer. */}
      <IconButton aria-label="Open menu" edge="start" sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
        <MenuIcon />
      </IconButton>
      <Typography sx={{ fontWeight: 'bold', mr: 2 }}>Acme</Typography>
      {/* Only from md up: the inline links. */}
      <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
        {links.map((link) => (
          <Button key={link} color="inherit">
            {link}
          </Button>
        ))}
      </Box>
      <IconButton aria-label="Search" sx={{ ml: 'auto' }}>
        <SearchIcon />
      </IconButton>
      {/* The label is hidden on phones, the button stays. */}
      <Button variant="contained" size="small">
        Sign up
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 0.5 }}>
          for free
        </Box>
      </Button>
    </Box>
  );
}
