import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

type Cookies = { analytics: boolean; marketing: boolean; personalisation: boolean };

export default function ConsentForm() {
  const helperId = React.useId();
  const [cookies, setCookies] = React.useState<Cookies>({
    analytics: true,
    marketing: false,
    personalisation: false,
  });

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>, checked: boolean) => {
    setCookies({ ...cookies, [event.target.name]: checked });
  };
  const enabledCount = Object.values(cookies).filter(Boolean).length;

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Optional cookies</FormLabel>
      <FormGroup aria-describedby={helperId}>
        <FormControlLabel
          control={<Switch checked={cookies.analytics} onChange={handleChange} name="analytics" />}
          label="Analytics"
        />
        <FormControlLabel
          control={<Switch checked={cookies.marketing} onChange={handleChange} name="marketing" />}
          label="Marketing"
        />
        <FormControlLabel
          control={<Switch checked={cookies.personalisation} onChange={handleChange} name="personalisation" />}
          label="Personalised content"
        />
      </FormGroup>
      <FormHelperText id={helperId}>
        {enabledCount} of 3 enabled. Changes apply right away.
      </FormHelperText>
    </FormControl>
  );
}
