import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function StackingContextTrap() {
  const [trapped, setTrapped] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={trapped} onChange={(event) => setTrapped(event.target.checked)} />}
        label="Card has transform (creates a stacking context)"
      />
      <Box sx={{ position: 'relative', height: 170, mt: 1, isolation: 'isolate', borderRadius: 1, bgcolor: 'action.hover' }}>
        {/* The card: when it has a transform, everything inside it is stacked as one unit at z-index auto/0. */}
        <Box
          sx={{
            position: 'absolute',
            top: 16,
            left: 16,
            width: 220,
            p: 2,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 2,
            transform: trapped ? 'translateZ(0)' : 'none',
          }}
        >
          <Typography variant="body2">Order card</Typography>
          <Box
            sx={{ position: 'absolute', top: 44, left: 120, width: 200, p: 1.5, zIndex: 'tooltip', borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 4 }}
          >
            <Typography variant="caption">Hint with zIndex 1500</Typography>
          </Box>
        </Box>
        {/* A sibling of the card with a very small z-index. */}
        <Box
          sx={{ position: 'absolute', top: 70, left: 200, width: 220, height: 80, p: 2, zIndex: 1, borderRadius: 1, bgcolor: 'background.paper', border: 2, borderColor: 'error.main' }}
        >
          <Typography variant="body2">Sidebar panel, zIndex 1</Typography>
        </Box>
      </Box>
    </Box>
  );
}
