import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, responsiveFontSizes } from '@mui/material/styles';

const theme = responsiveFontSizes(createTheme());

export default function ResponsiveHeadings() {
  // Print what responsiveFontSizes generated for h3: a base size plus one media query per breakpoint.
  const generated = JSON.stringify(theme.typography.h3, null, 2);

  return (
    <div>
      <ThemeProvider theme={theme}>
        <Typography variant="h3" component="p" gutterBottom>
          Launch week
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          Resize the window to see both headings scale.
        </Typography>
      </ThemeProvider>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Generated h3 styles"
        sx={{ m: 0, p: 2, overflow: 'auto', maxHeight: 220, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {generated}
      </Box>
    </div>
  );
}
