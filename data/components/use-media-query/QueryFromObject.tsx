import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

type MediaFeatures = Record<string, string | number | boolean>;

// { minWidth: 700 } -> "(min-width: 700px)"; numbers get px, `true` keeps the bare feature name.
function toMediaQuery(features: MediaFeatures) {
  return Object.entries(features)
    .map(([name, value]) => {
      const feature = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      if (value === true) {
        return `(${feature})`;
      }
      return `(${feature}: ${typeof value === 'number' ? `${value}px` : value})`;
    })
    .join(' and ');
}

// When the reader shows two pages side by side.
const spreadQuery = toMediaQuery({ minWidth: 700, orientation: 'landscape' });

export default function QueryFromObject() {
  const twoPages = useMediaQuery(spreadQuery);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {spreadQuery}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2">Page layout:</Typography>
        <Chip size="small" color={twoPages ? 'primary' : 'default'} label={twoPages ? 'Two-page spread' : 'Single page'} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {(twoPages ? [42, 43] : [42]).map((page) => (
          <Box
            key={page}
            sx={{ flex: 1, maxWidth: 220, aspectRatio: '3 / 4', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              The Lighthouse Keeper · p. {page}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
