import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { svgIconClasses } from '@mui/material/SvgIcon';

export default function CheckboxSizesColors() {
  return (
    <FormGroup>
      <FormControlLabel
        control={<Checkbox size="small" defaultChecked />}
        label="Small, for dense tables and menus"
      />
      <FormControlLabel control={<Checkbox defaultChecked />} label="Medium (default), for forms" />
      <FormControlLabel
        control={<Checkbox size="large" defaultChecked />}
        label="Large, for touch screens"
      />
      <FormControlLabel
        control={<Checkbox defaultChecked sx={{ [`& .${svgIconClasses.root}`]: { fontSize: 44 } }} />}
        label="Custom 44px icon, for a check-in kiosk"
      />
    </FormGroup>
  );
}
