import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const panels = [
  { title: 'Visitors', value: '18.2k', span: 3 },
  { title: 'Sign-ups', value: '642', span: 3 },
  { title: 'Conversion', value: '3.5%', span: 6 },
  { title: 'Top pages', value: '/pricing, /docs, /blog', span: 8 },
  { title: 'Bounce rate', value: '41%', span: 4 },
];

export default function CssGridAnalytics() {
  return (
    <Box
      sx={{
        width: '100%',
        display: 'grid',
        // 12 tracks and a real gap: no negative margins, no padding on the cells.
        gridTemplateColumns: 'repeat(12, 1fr)',
        gap: 2,
      }}
    >
      {panels.map((panel) => (
        <Paper
          key={panel.title}
          variant="outlined"
          sx={{ p: 1.5, gridColumn: { xs: 'span 12', sm: `span ${panel.span}` } }}
        >
          <Typography variant="caption" color="text.secondary">
            {panel.title}
          </Typography>
          <Typography variant="subtitle1" component="p">
            {panel.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
