import Box from '@mui/material/Box';

const values = ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'] as const;
// Three parts of a price tag with very different font sizes.
const parts = [
  { text: 'from', fontSize: '0.75rem' },
  { text: '$24', fontSize: '2rem' },
  { text: '/ month', fontSize: '0.875rem' },
];

export default function PriceAlignment() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 2 }}>
      {values.map((value) => (
        <div key={value}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            alignItems: &apos;{value}&apos;
          </Box>
          <Box
            sx={{ display: 'flex', alignItems: value, gap: 0.5, height: 96, mt: 0.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
          >
            {parts.map((part) => (
              <Box
                key={part.text}
                sx={{ px: 0.5, fontSize: part.fontSize, lineHeight: 1.2, borderRadius: 0.5, bgcolor: 'action.selected', color: 'text.primary' }}
              >
                {part.text}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
