import Box from '@mui/material/Box';

const values = ['none', 'capitalize', 'uppercase', 'lowercase'] as const;
// The title as it is stored; only its rendering changes below.
const title = 'the long way home (Live at the Roundhouse)';

export default function TrackTitleCase() {
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: 520 }}>
      {values.map((value) => (
        <Box
          key={value}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 2, px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Box component="code" sx={{ width: 190, typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            textTransform: &apos;{value}&apos;
          </Box>
          <Box sx={{ textTransform: value, color: 'text.primary' }}>{title}</Box>
        </Box>
      ))}
    </Box>
  );
}
