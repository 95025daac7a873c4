import Box from '@mui/material/Box';

const values = ['start', 'center', 'end', 'justify'] as const;
const review =
  'Comfortable from the first wear. The sole is a little stiff on long walks, but the fit is true to size and the laces stay tied.';

export default function ReviewTextAlign() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
      {values.map((value) => (
        <div key={value}>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            textAlign: &apos;{value}&apos;
          </Box>
          <Box
            component="p"
            sx={{ textAlign: value, m: 0, mt: 0.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', color: 'text.primary', typography: 'body2' }}
          >
            {review}
          </Box>
        </div>
      ))}
    </Box>
  );
}
