import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';

const steps = ['Verify your email', 'Invite a teammate', 'Create your first board'];

export default function ChecklistZoom() {
  const [done, setDone] = React.useState<string[]>([steps[0]]);
  const complete = done.length === steps.length;

  const toggle = (step: string) =>
    setDone((current) => (current.includes(step) ? current.filter((item) => item !== step) : [...current, step]));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      <FormGroup>
        {steps.map((step) => (
          <FormControlLabel
            key={step}
            control={<Checkbox checked={done.includes(step)} onChange={() => toggle(step)} />}
            label={step}
          />
        ))}
      </FormGroup>
      <Zoom in={complete}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            py: 1.5,
            borderRadius: 5,
            bgcolor: 'action.selected',
          }}
        >
          <EmojiEventsIcon color="primary" />
          <Typography variant="body2" sx={{ fontWeight: 'medium' }}>
            Setup complete
          </Typography>
        </Box>
      </Zoom>
    </Box>
  );
}
