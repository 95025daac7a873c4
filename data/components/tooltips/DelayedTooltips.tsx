import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CropIcon from '@mui/icons-material/Crop';
import FlipIcon from '@mui/icons-material/Flip';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import TuneIcon from '@mui/icons-material/Tune';

const tools = [
  { label: 'Crop', icon: <CropIcon /> },
  { label: 'Rotate 90°', icon: <RotateRightIcon /> },
  { label: 'Flip horizontally', icon: <FlipIcon /> },
  { label: 'Adjust colours', icon: <TuneIcon /> },
];

function ToolRow(props: { caption: string; enterDelay?: number; enterNextDelay?: number; leaveDelay?: number }) {
  const { caption, ...delays } = props;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Paper variant="outlined" role="toolbar" aria-label={caption} sx={{ display: 'inline-flex' }}>
        {tools.map((tool) => (
          <Tooltip key={tool.label} title={tool.label} {...delays}>
            <IconButton>{tool.icon}</IconButton>
          </Tooltip>
        ))}
      </Paper>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
    </Stack>
  );
}

export default function DelayedTooltips() {
  return (
    <Stack spacing={2}>
      <ToolRow caption="Default: opens after 100 ms, closes at once" />
      <ToolRow caption="Waits 600 ms, then 50 ms for the next tool" enterDelay={600} enterNextDelay={50} />
      <ToolRow caption="Stays 800 ms after the pointer leaves" leaveDelay={800} />
    </Stack>
  );
}
