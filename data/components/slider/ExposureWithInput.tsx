import * as React from 'react';
import Grid from '@mui/material/Grid';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const MIN = -100;
const MAX = 100;

export default function ExposureWithInput() {
  const labelId = React.useId();
  const [exposure, setExposure] = React.useState<number>(0);
  const [text, setText] = React.useState('0');

  const commitText = () => {
    const parsed = Number.parseInt(text, 10);
    const next = Number.isNaN(parsed) ? exposure : Math.min(MAX, Math.max(MIN, parsed));
    setExposure(next);
    setText(String(next));
  };

  return (
    <Grid container spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
      <Grid size={12}>
        <Typography id={labelId}>Exposure</Typography>
      </Grid>
      <Grid size="grow">
        <Slider
          aria-labelledby={labelId}
          value={exposure}
          min={MIN}
          max={MAX}
          track={false}
          marks={[{ value: 0 }]}
          onChange={(event, value) => {
            setExposure(value);
            setText(String(value));
          }}
        />
      </Grid>
      <Grid size="auto">
        <TextField
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commitText}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitText();
          }}
          sx={{ width: 88 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-labelledby': labelId } }}
        />
      </Grid>
    </Grid>
  );
}
