import Box from '@mui/material/Box';

const levels = Array.from({ length: 25 }, (_, index) => index);

export default function ElevationGrid() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
        gap: 3,
        p: 2,
        bgcolor: 'background.default',
        borderRadius: 1,
      }}
    >
      {levels.map((level) => (
        <Box
          key={level}
          sx={{
            height: 64,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'background.paper',
            borderRadius: 1,
            boxShadow: level,
            typography: 'body2',
            fontFamily: 'monospace',
          }}
        >
          {level}
        </Box>
      ))}
    </Box>
  );
}
