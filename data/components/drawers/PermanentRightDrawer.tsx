import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const outlineWidth = 200;
const headings = ['Summary', 'Goals', 'Timeline', 'Budget', 'Risks'];

export default function PermanentRightDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ width: `calc(100% - ${outlineWidth}px)`, mr: `${outlineWidth}px` }}>
        <Toolbar>
          <Typography variant="h6" component="p" noWrap>
            Project proposal.docx
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="section" aria-label="Document" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography variant="h5" component="p" gutterBottom>
          Summary
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          The document comes first in the reading order; the outline on the right edge is secondary and
          stays in view while you write.
        </Typography>
      </Box>
      {/* Placed after the content in the DOM, as it is on screen. */}
      <Drawer
        variant="permanent"
        anchor="right"
        sx={{ width: outlineWidth, flexShrink: 0, '& .MuiDrawer-paper': { width: outlineWidth, boxSizing: 'border-box' } }}
      >
        <Toolbar>
          <Typography sx={{ fontWeight: 500 }}>Outline</Typography>
        </Toolbar>
        <Divider />
        <nav aria-label="Outline">
          <List dense>
            {headings.map((heading, index) => (
              <ListItem key={heading} disablePadding>
                <ListItemButton selected={index === 0}>
                  <ListItemText primary={heading} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
    </Box>
  );
}
