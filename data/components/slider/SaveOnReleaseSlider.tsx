import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

function minutes(value: number) {
  return `${value} min`;
}

export default function SaveOnReleaseSlider() {
  const [draft, setDraft] = React.useState(25);
  const [saved, setSaved] = React.useState(25);
  const [saveCount, setSaveCount] = React.useState(0);

  return (
    <Box sx={{ width: { xs: '100%', sm: 320 } }}>
      <Typography gutterBottom>Focus session length: {minutes(draft)}</Typography>
      <Slider
        aria-label="Focus session length"
        value={draft}
        min={5}
        max={90}
        step={5}
        onChange={(event, value) => setDraft(value)}
        onChangeCommitted={(event, value) => {
          // In an app, this is where the setting would be sent to the server.
          setSaved(value);
          setSaveCount((count) => count + 1);
        }}
        getAriaValueText={minutes}
      />
      <Typography variant="body2" color="text.secondary" role="status">
        Saved value: {minutes(saved)} ({saveCount} {saveCount === 1 ? 'save' : 'saves'})
      </Typography>
    </Box>
  );
}
