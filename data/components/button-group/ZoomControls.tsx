import * as React from 'react';
import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';

const MIN = 50;
const MAX = 200;

export default function ZoomControls() {
  const [zoom, setZoom] = React.useState(100);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup size="small" aria-label="Zoom">
        <Tooltip title="Zoom out">
          <Button
            aria-label="Zoom out"
            onClick={() => setZoom((value) => Math.max(MIN, value - 25))}
          >
            <ZoomOutIcon fontSize="small" />
          </Button>
        </Tooltip>
        <Button onClick={() => setZoom(100)}>Reset</Button>
        <Tooltip title="Zoom in">
          <Button
            aria-label="Zoom in"
            onClick={() => setZoom((value) => Math.min(MAX, value + 25))}
          >
            <ZoomInIcon fontSize="small" />
          </Button>
        </Tooltip>
      </ButtonGroup>
      <Typography variant="body2" aria-live="polite">
        {zoom}%
      </Typography>
    </Stack>
  );
}
