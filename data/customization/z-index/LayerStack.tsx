import * as React from 'react';
import { useTheme, type ZIndex } from '@mui/material/styles';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// Each layer is an absolutely positioned box that reads its z-index from the theme.
const layers: { key: keyof ZIndex; top: number; left: string; color: string }[] = [
  { key: 'mobileStepper', top: 150, left: '2%', color: 'grey.500' },
  { key: 'fab', top: 126, left: '12%', color: 'secondary.main' },
  { key: 'appBar', top: 10, left: '0%', color: 'primary.main' },
  { key: 'drawer', top: 34, left: '20%', color: 'success.main' },
  { key: 'modal', top: 58, left: '32%', color: 'warning.main' },
  { key: 'snackbar', top: 82, left: '44%', color: 'error.main' },
  { key: 'tooltip', top: 106, left: '56%', color: 'info.main' },
];

export default function LayerStack() {
  const theme = useTheme();
  const [liftAppBar, setLiftAppBar] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={liftAppBar} onChange={(event) => setLiftAppBar(event.target.checked)} />}
        label="Lift the app bar above the drawer (zIndex.drawer + 1)"
      />
      {/* position: relative + isolation: isolate keeps these layers inside this box. */}
      <Box sx={{ position: 'relative', height: 210, mt: 1, isolation: 'isolate', overflow: 'hidden', borderRadius: 1, bgcolor: 'action.hover' }}>
        {layers.map((layer) => {
          const lifted = layer.key === 'appBar' && liftAppBar;
          const zIndex = lifted ? theme.zIndex.drawer + 1 : theme.zIndex[layer.key];
          return (
            <Box
              key={layer.key}
              sx={{
                position: 'absolute',
                top: layer.top,
                left: layer.left,
                width: layer.key === 'appBar' ? '100%' : '40%',
                minWidth: 150,
                height: 56,
                px: 1.5,
                py: 0.75,
                zIndex,
                borderRadius: 1,
                boxShadow: 3,
                bgcolor: 'background.paper',
                borderLeft: 6,
                borderColor: layer.color,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {layer.key}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                z-index {zIndex}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
