import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function PaddingPlayground() {
  const [padding, setPadding] = React.useState(2);
  const [gap, setGap] = React.useState(1.5);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ alignItems: { sm: 'center' } }}>
      <Box sx={{ width: { xs: '100%', sm: 220 } }}>
        <Typography id="padding-slider" variant="body2" gutterBottom>
          Padding: p: {padding} ({padding * 8}px)
        </Typography>
        <Slider
          aria-labelledby="padding-slider"
          value={padding}
          onChange={(_event, value) => setPadding(value as number)}
          min={0}
          max={5}
          step={0.5}
          marks
        />
        <Typography id="gap-slider" variant="body2" gutterBottom>
          Gap: gap: {gap} ({gap * 8}px)
        </Typography>
        <Slider
          aria-labelledby="gap-slider"
          value={gap}
          onChange={(_event, value) => setGap(value as number)}
          min={0}
          max={4}
          step={0.5}
          marks
        />
      </Box>
      <Paper variant="outlined" sx={{ p: padding, display: 'flex', alignItems: 'center', gap, flexGrow: 1 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>JT</Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>Jonah Tran</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Joined in March
          </Typography>
        </Box>
        <Button size="small" variant="outlined">
          Message
        </Button>
      </Paper>
    </Stack>
  );
}
