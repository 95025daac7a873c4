import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// Only typography changes here, so the colours keep coming from the page around the demo.
const editorialTheme = createTheme({
  typography: {
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontSize: 15,
    h4: { fontWeight: 700, letterSpacing: '-0.02em' },
    subtitle1: { fontStyle: 'italic' },
    overline: { fontFamily: 'system-ui, sans-serif', fontWeight: 600, letterSpacing: '0.12em' },
    body1: { lineHeight: 1.7 },
  },
});

export default function EditorialTypography() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <ThemeProvider theme={editorialTheme}>
        <Typography variant="overline" component="p">
          Field notes
        </Typography>
        <Typography variant="h4" component="p" gutterBottom>
          A week in the salt marshes
        </Typography>
        <Typography variant="subtitle1" component="p" gutterBottom>
          What the tide leaves behind, twice a day.
        </Typography>
        <Typography variant="body1">
          Every variant of this card reads the serif font family from the theme. The base size is
          15 px instead of 14, so every variant grows in proportion, and the heading, subtitle and
          overline add their own weight, style and spacing on top.
        </Typography>
      </ThemeProvider>
    </Paper>
  );
}
