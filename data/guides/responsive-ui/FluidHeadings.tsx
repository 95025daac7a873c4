import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, responsiveFontSizes, type Theme } from '@mui/material/styles';

// Derive a theme from the surrounding one, with headings that scale per breakpoint.
const withResponsiveType = (outer: Theme) => responsiveFontSizes(outer, { factor: 3 });

export default function FluidHeadings() {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          sx with breakpoint values
        </Typography>
        <Typography
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.2, fontSize: { xs: '1.5rem', sm: '2rem', md: '2.5rem' } }}
        >
          Ship faster with fewer meetings
        </Typography>
      </div>
      <ThemeProvider theme={withResponsiveType}>
        <div>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            responsiveFontSizes(theme)
          </Typography>
          <Typography variant="h3" component="p">
            Ship faster with fewer meetings
          </Typography>
        </div>
      </ThemeProvider>
    </Stack>
  );
}
