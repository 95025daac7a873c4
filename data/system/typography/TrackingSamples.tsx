import Box from '@mui/material/Box';

const samples = [
  { value: "'-0.02em'", letterSpacing: '-0.02em', text: 'Spring collection', sx: { fontSize: '2rem', fontWeight: 'bold' } },
  { value: "'normal'", letterSpacing: 'normal', text: 'Spring collection', sx: { fontSize: '2rem', fontWeight: 'bold' } },
  { value: "'0.12em'", letterSpacing: '0.12em', text: 'New arrivals', sx: { fontSize: '0.75rem', textTransform: 'uppercase' } },
  { value: '4', letterSpacing: 4, text: 'New arrivals', sx: { fontSize: '0.75rem', textTransform: 'uppercase' } },
] as const;

export default function TrackingSamples() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 520 }}>
      {samples.map((sample) => (
        <Box key={sample.value} sx={{ px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Box sx={[sample.sx, { letterSpacing: sample.letterSpacing, color: 'text.primary' }]}>{sample.text}</Box>
          <Box component="code" sx={{ typography: 'caption', fontFamily: 'monospace', color: 'text.secondary' }}>
            letterSpacing: {sample.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
