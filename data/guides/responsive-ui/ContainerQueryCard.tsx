import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function ArticleCard() {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          // '@' is the base value; '@350' applies once the nearest container
          // (not the viewport) is at least 350px wide.
          flexDirection: { '@': 'column', '@350': 'row' },
        }}
      >
        <Box
          aria-hidden
          sx={{
            bgcolor: 'primary.main',
            opacity: 0.8,
            minHeight: 80,
            flexBasis: { '@350': 120 },
            flexShrink: 0,
          }}
        />
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
            Designing for small screens first
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            6 min read
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}

export default function ContainerQueryCard() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Same card, two containers of different widths. */}
      <Box sx={{ containerType: 'inline-size', width: { xs: '100%', md: 260 } }}>
        <ArticleCard />
      </Box>
      <Box sx={{ containerType: 'inline-size', width: '100%', flex: 1 }}>
        <ArticleCard />
      </Box>
    </Stack>
  );
}
