import Box from '@mui/material/Box';

// Written in source order from highest to lowest: the z-index, not the order, decides what is on top.
const layers = ['tooltip', 'snackbar', 'modal', 'drawer', 'appBar', 'fab', 'mobileStepper'] as const;

export default function ZIndexLayers() {
  return (
    // `isolation: 'isolate'` keeps these z-indexes inside the demo, below the site's own app bar.
    <Box sx={{ position: 'relative', isolation: 'isolate', height: 250, maxWidth: 460 }}>
      {layers.map((layer, index) => (
        <Box
          key={layer}
          sx={(theme) => ({
            position: 'absolute',
            top: (layers.length - 1 - index) * 28,
            left: (layers.length - 1 - index) * 36,
            width: 200,
            height: 64,
            p: 1,
            zIndex: layer,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: layer === 'tooltip' ? 'primary.main' : 'divider',
            borderRadius: 1,
            boxShadow: 2,
            typography: 'body2',
            fontFamily: 'monospace',
            '&::after': { content: `"${theme.zIndex[layer]}"`, float: 'right', color: 'text.secondary' },
          })}
        >
          zIndex: &apos;{layer}&apos;
        </Box>
      ))}
    </Box>
  );
}
