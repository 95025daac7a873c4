import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';

const options = ['Remind me the evening before', 'Play a sound', 'Show on the lock screen'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export default function ReminderSettings() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      {/* Labels on the left, boxes lined up on the right. */}
      <FormGroup>
        {options.map((option, index) => (
          <FormControlLabel
            key={option}
            label={option}
            labelPlacement="start"
            control={<Checkbox defaultChecked={index !== 1} />}
            sx={{ justifyContent: 'space-between', ml: 0 }}
          />
        ))}
      </FormGroup>
      {/* Short labels under the boxes keep a week on one line. */}
      <FormControl component="fieldset">
        <FormLabel component="legend">Bin collection days</FormLabel>
        <FormGroup row>
          {days.map((day) => (
            <FormControlLabel
              key={day}
              label={day}
              labelPlacement="bottom"
              control={<Checkbox size="small" defaultChecked={day === 'Tue' || day === 'Fri'} />}
              sx={{ mx: 0 }}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
