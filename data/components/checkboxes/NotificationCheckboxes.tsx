import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function NotificationCheckboxes() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Email me when someone replies" />
      <FormControlLabel control={<Checkbox />} label="Send a weekly digest" />
      <FormControlLabel control={<Checkbox defaultChecked disabled />} label="Security alerts (always on)" />
      <FormControlLabel disabled control={<Checkbox />} label="SMS notifications (add a phone number first)" />
    </FormGroup>
  );
}
