import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import AlarmIcon from '@mui/icons-material/Alarm';
import { usePopupState, bindTrigger, bindPopover } from 'material-ui-popup-state/hooks';

const options = ['In 1 hour', 'Tomorrow at 9:00', 'Next Monday'];

export default function PopupStateReminder() {
  // The hook keeps the open state and the anchor, and generates the popup id.
  const popupState = usePopupState({ variant: 'popover' });
  const [choice, setChoice] = React.useState(options[1]);
  const [reminder, setReminder] = React.useState<string | null>(null);
  const groupLabelId = React.useId();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography>Write the release notes for v2.4</Typography>
      <Button variant="outlined" size="small" startIcon={<AlarmIcon />} {...bindTrigger(popupState)}>
        {reminder ?? 'Remind me'}
      </Button>
      <Popover
        {...bindPopover(popupState)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { p: 2, mt: 1 } } }}
      >
        <Typography id={groupLabelId} variant="body2" sx={{ fontWeight: 'medium' }}>
          Remind me about this task
        </Typography>
        <RadioGroup aria-labelledby={groupLabelId} value={choice} onChange={(event) => setChoice(event.target.value)}>
          {options.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
          ))}
        </RadioGroup>
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button
            size="small"
            variant="contained"
            onClick={() => {
              setReminder(choice);
              popupState.close();
            }}
          >
            Save
          </Button>
          <Button size="small" onClick={() => popupState.close()}>
            Cancel
          </Button>
        </Box>
      </Popover>
    </Box>
  );
}
