import Box from '@mui/material/Box';

const values = [1.2, 1.5, 1.8, '28px'] as const;
const text =
  'Water the fern twice a week in summer and once a week in winter. Keep it out of direct sun, and mist the leaves when the heating is on.';

export default function LineHeightParagraphs() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
      {values.map((value) => (
        <div key={value}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            lineHeight: {typeof value === 'number' ? value : `'${value}'`}
          </Box>
          <Box
            component="p"
            sx={{ lineHeight: value, m: 0, mt: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', fontSize: '0.875rem' }}
          >
            {text}
          </Box>
        </div>
      ))}
    </Box>
  );
}
