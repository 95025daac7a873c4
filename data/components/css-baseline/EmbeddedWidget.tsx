import * as React from 'react';
import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Typography from '@mui/material/Typography';

// Stands in for a widget's own markup: plain elements, no Material UI styles.
function PriceWidget() {
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        Team plan: <strong>€12</strong> per seat
      </p>
      {/* width 100% plus padding: overflows under content-box, fits under border-box */}
      <div style={{ width: '100%', padding: 12, border: '2px solid currentColor', borderRadius: 6 }}>
        Billed yearly
      </div>
    </div>
  );
}

export default function EmbeddedWidget() {
  return (
    // A host page with its own, older CSS: serif font and content-box sizing.
    <Box
      sx={{
        fontFamily: 'Georgia, serif',
        boxSizing: 'content-box',
        '& *': { boxSizing: 'content-box' },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          Without a baseline
        </Typography>
        <Box sx={{ p: 1.5, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}>
          <PriceWidget />
        </Box>
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          Inside ScopedCssBaseline
        </Typography>
        <ScopedCssBaseline sx={{ p: 1.5, border: 1, borderStyle: 'dashed', borderColor: 'divider' }}>
          <PriceWidget />
        </ScopedCssBaseline>
      </Box>
    </Box>
  );
}
