import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import SearchIcon from '@mui/icons-material/Search';

function PlayerBar({ label, enableColorOnDark }: { label: string; enableColorOnDark?: boolean }) {
  return (
    <AppBar position="static" color="primary" enableColorOnDark={enableColorOnDark}>
      <Toolbar>
        <LibraryMusicIcon sx={{ mr: 1.5 }} />
        <Typography variant="h6" component="div" sx={{ flexGrow: 1 }}>
          Tempo
        </Typography>
        <Typography variant="body2" sx={{ mr: 1, display: { xs: 'none', sm: 'block' } }}>
          {label}
        </Typography>
        <IconButton color="inherit" edge="end" aria-label={`Search music (${label})`}>
          <SearchIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}

export default function BrandColorOnDark() {
  return (
    // A CSS-variables theme applies a colour scheme to any element that carries its attribute:
    // this box previews dark mode whatever the mode of the page around it.
    <Box
      data-mui-color-scheme="dark"
      sx={{ p: 2, borderRadius: 1, bgcolor: 'background.default', color: 'text.primary' }}
    >
      <Stack spacing={2}>
        <PlayerBar label="Default" />
        <PlayerBar label="enableColorOnDark" enableColorOnDark />
      </Stack>
    </Box>
  );
}
