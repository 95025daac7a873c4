import Box from '@mui/material/Box';

const widths: Array<number | string> = [1 / 4, 1 / 2, 3 / 4, 1, 240, 'auto', 'calc(100% - 64px)'];

function label(width: number | string) {
  if (typeof width === 'string') {
    return `width: '${width}'`;
  }
  return width <= 1 ? `width: ${width} → ${width * 100}%` : `width: ${width} → ${width}px`;
}

export default function WidthFractions() {
  return (
    <Box sx={{ width: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {widths.map((width) => (
        <Box
          key={String(width)}
          sx={{
            width,
            px: 1.5,
            py: 0.75,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            typography: 'body2',
            fontFamily: 'monospace',
            whiteSpace: 'nowrap',
          }}
        >
          {label(width)}
        </Box>
      ))}
    </Box>
  );
}
