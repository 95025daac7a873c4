import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, Theme, responsiveFontSizes } from '@mui/material/styles';

export default function ResponsiveHeadline() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Sizes set per breakpoint with sx. */}
      <Typography
        variant="h3"
        component="p"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem', md: '3rem' }, fontWeight: 500 }}
      >
        Ship faster with fewer meetings
      </Typography>
      {/* Every variant scaled down on small screens by responsiveFontSizes. */}
      <ThemeProvider theme={(outer: Theme) => responsiveFontSizes(outer)}>
        <Typography variant="h3" component="p">
          Ship faster with fewer meetings
        </Typography>
      </ThemeProvider>
    </Box>
  );
}
