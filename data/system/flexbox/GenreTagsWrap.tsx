import Box from '@mui/material/Box';

const wraps = ['nowrap', 'wrap', 'wrap-reverse'] as const;
const genres = ['Jazz', 'Lo-fi', 'Ambient', 'Synthwave', 'Bossa nova', 'Indie folk', 'Drum & bass'];

export default function GenreTagsWrap() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 320 }}>
      {wraps.map((wrap) => (
        <div key={wrap}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            flexWrap: &apos;{wrap}&apos;
          </Box>
          <Box
            sx={{
              display: 'flex',
              flexWrap: wrap,
              gap: 1,
              mt: 0.5,
              p: 1,
              // With nowrap the tags run past the edge; clip them so the page doesn't scroll sideways.
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
            }}
          >
            {genres.map((genre) => (
              <Box
                key={genre}
                sx={{ flexShrink: 0, px: 1.25, py: 0.25, border: 1, borderColor: 'primary.main', borderRadius: 4, typography: 'body2', color: 'primary.main' }}
              >
                {genre}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
