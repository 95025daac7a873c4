import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const modes = [
  { boxSizing: 'content-box', total: 200 + 2 * 16 + 2 * 4 },
  { boxSizing: 'border-box', total: 200 },
] as const;

export default function BoxSizingCompare() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {/* A 200px ruler to compare against. */}
      <Box sx={{ width: 200, height: 4, bgcolor: 'text.primary', borderRadius: 1 }} aria-hidden />
      {modes.map((mode) => (
        <Box
          key={mode.boxSizing}
          sx={{
            boxSizing: mode.boxSizing,
            width: 200,
            p: 2,
            border: 4,
            borderColor: 'secondary.main',
            bgcolor: 'action.hover',
          }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {mode.boxSizing}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {mode.total}px wide
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
