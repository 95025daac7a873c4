import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import MenuIcon from '@mui/icons-material/Menu';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';

const tools = [
  { label: 'Undo', icon: <UndoIcon fontSize="small" /> },
  { label: 'Redo', icon: <RedoIcon fontSize="small" /> },
  { label: 'Split clip', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Zoom out of the timeline', icon: <ZoomOutIcon fontSize="small" /> },
  { label: 'Zoom in on the timeline', icon: <ZoomInIcon fontSize="small" /> },
];

export default function DenseEditorAppBar() {
  return (
    <AppBar position="static">
      <Toolbar variant="dense">
        <IconButton edge="start" color="inherit" aria-label="Open the project menu" sx={{ mr: 1 }}>
          <MenuIcon />
        </IconButton>
        <Typography variant="subtitle1" component="div" noWrap sx={{ fontWeight: 600 }}>
          Episode 4 – rough cut
        </Typography>
        <Divider orientation="vertical" flexItem sx={{ mx: 1.5, my: 1, borderColor: 'currentColor', opacity: 0.4 }} />
        <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexGrow: 1 }}>
          {tools.map((tool) => (
            <IconButton key={tool.label} size="small" color="inherit" aria-label={tool.label}>
              {tool.icon}
            </IconButton>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, sm: 0 } }} />
        <Button color="inherit" size="small" variant="outlined">
          Export
        </Button>
      </Toolbar>
    </AppBar>
  );
}
