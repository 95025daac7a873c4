import * as React from 'react';
import Chip from '@mui/material/Chip';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';

// Reads browser-only values directly during render. Safe, because NoSsr
// never renders it on the server or during hydration.
function BrowserFacts() {
  const [size, setSize] = React.useState({ width: window.innerWidth, height: window.innerHeight });
  React.useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  return (
    <>
      <Chip label={`Viewport ${size.width} × ${size.height}`} />
      <Chip label={`Pixel ratio ${window.devicePixelRatio}`} />
      <Chip label={`Language ${navigator.language}`} />
    </>
  );
}

export default function ViewportReadout() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <NoSsr fallback={<Chip label="Reading your browser…" variant="outlined" />}>
        <BrowserFacts />
      </NoSsr>
    </Stack>
  );
}
