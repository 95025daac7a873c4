import Box from '@mui/material/Box';

const values = ['normal', 'italic', 'oblique'] as const;

export default function TestimonialStyles() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
      {values.map((value) => (
        <Box
          key={value}
          component="figure"
          sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
        >
          <Box component="blockquote" sx={{ m: 0, fontStyle: value, color: 'text.primary' }}>
            “We closed the books two days earlier this quarter.”
          </Box>
          <Box component="figcaption" sx={{ mt: 1, typography: 'caption', color: 'text.secondary' }}>
            Maya Lindqvist, finance lead · <code>fontStyle: &apos;{value}&apos;</code>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
