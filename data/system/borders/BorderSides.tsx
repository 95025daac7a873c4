import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const samples = [
  { label: 'border: 1', sx: { border: 1 } },
  { label: 'borderTop: 3', sx: { borderTop: 3 } },
  { label: 'borderLeft: 4', sx: { borderLeft: 4 } },
  { label: 'border: 1, borderBottom: 0', sx: { border: 1, borderBottom: 0 } },
  { label: "border: '2px dashed'", sx: { border: '2px dashed' } },
  { label: 'outline: 2', sx: { outline: 2, outlineOffset: 2 } },
];

export default function BorderSides() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 2,
      }}
    >
      {samples.map((sample) => (
        <Box
          key={sample.label}
          sx={[
            // The border shorthand comes first so the colours below are not reset.
            sample.sx,
            {
              height: 72,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'background.paper',
              borderColor: 'primary.main',
              outlineColor: 'secondary.main',
            },
          ]}
        >
          <Typography variant="caption" sx={{ fontFamily: 'monospace', px: 1, textAlign: 'center' }}>
            {sample.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
