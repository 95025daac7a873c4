import { ThemeProvider, createTheme } from '@mui/material/styles';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// A panel that is always dark, whatever the mode of the page around it.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function DarkPreviewPanel() {
  return (
    <ThemeProvider theme={darkTheme}>
      {/* Background, text colour and font of the theme, plus color-scheme: dark for native controls. */}
      <ScopedCssBaseline enableColorScheme sx={{ p: 2.5, borderRadius: 1, width: '100%', maxWidth: 420 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          Email preview (dark)
        </Typography>
        <Stack spacing={1.5}>
          <label>
            <Typography variant="body2" component="span" sx={{ display: 'block', mb: 0.5 }}>
              Native select, drawn by the browser in its dark style
            </Typography>
            <select defaultValue="weekly">
              <option value="daily">Daily digest</option>
              <option value="weekly">Weekly digest</option>
            </select>
          </label>
          <label>
            <input type="checkbox" defaultChecked /> Native checkbox
          </label>
          <div tabIndex={0} role="region" aria-label="Scrolling note" style={{ height: 64, overflow: 'auto' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              This box scrolls, and its scrollbar follows the dark colour scheme too. Native form
              controls, scrollbars and the default colours of unstyled elements all read the
              color-scheme property that enableColorScheme sets on this panel.
            </Typography>
          </div>
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }}>
            Send test email
          </Button>
        </Stack>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
