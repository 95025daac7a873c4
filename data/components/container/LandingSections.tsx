import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function LandingSections() {
  return (
    <Box sx={{ width: '100%' }}>
      <AppBar position="static" elevation={0}>
        <Container maxWidth="md">
          <Toolbar disableGutters>
            <Typography component="p" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 700 }}>
              Fieldnotes
            </Typography>
            <Button color="inherit">Sign in</Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="section" sx={{ bgcolor: 'action.hover', py: 4 }}>
        <Container maxWidth="md">
          <Typography component="h3" variant="h5" gutterBottom>
            Notes that stay with the project
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ maxWidth: 520 }}>
            The coloured bands run edge to edge while the text lines up on the same centred column as
            the toolbar above and the footer below.
          </Typography>
        </Container>
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
        <Container maxWidth="md">
          <Typography variant="body2" color="text.secondary">
            Fieldnotes · Made in Ghent
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
