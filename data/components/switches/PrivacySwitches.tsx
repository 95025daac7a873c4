import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function PrivacySwitches() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Show my profile in search results" />
      <FormControlLabel control={<Switch />} label="Let people see when I am online" />
      <FormControlLabel required control={<Switch />} label="Share usage data with the team" />
      <FormControlLabel disabled control={<Switch defaultChecked />} label="Two-factor authentication (managed by your admin)" />
    </FormGroup>
  );
}
