import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import KitchenIcon from '@mui/icons-material/Kitchen';
import StarIcon from '@mui/icons-material/Star';

const drawerWidth = 220;
const sections = [
  { label: 'All recipes', icon: <MenuBookIcon /> },
  { label: 'Meal plan', icon: <RestaurantIcon /> },
  { label: 'Pantry', icon: <KitchenIcon /> },
  { label: 'Favourites', icon: <StarIcon /> },
];

export default function FullHeightDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      {/* The drawer runs from top to bottom; the app bar starts at its right edge. */}
      <Drawer
        variant="permanent"
        anchor="left"
        sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
            Cookbook
          </Typography>
        </Toolbar>
        <Divider />
        <nav aria-label="Cookbook">
          <List>
            {sections.map((section, index) => (
              <ListItem key={section.label} disablePadding>
                <ListItemButton selected={index === 1}>
                  <ListItemIcon>{section.icon}</ListItemIcon>
                  <ListItemText primary={section.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <AppBar position="fixed" sx={{ width: `calc(100% - ${drawerWidth}px)`, ml: `${drawerWidth}px` }}>
        <Toolbar>
          <Typography variant="h6" component="p" noWrap>
            Meal plan
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="section" aria-label="Meal plan" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography sx={{ color: 'text.secondary' }}>
          Monday: lentil soup. Tuesday: roast vegetables with couscous. Wednesday: leftovers.
        </Typography>
      </Box>
    </Box>
  );
}
