import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

// What a CSS Module gives you: an object of (generated) class names.
// With a real module: import styles from './NotificationSettings.module.css';
const styles = {
  track: 'notification-settings_track',
  thumb: 'notification-settings_thumb',
  label: 'notification-settings_label',
};

// Qualified with the root class because, on this page, these rules and Material UI's are
// on an equal footing (no injectFirst, no layer), so specificity decides. With injectFirst
// or enableCssLayer, `.track { … }` alone is enough.
const stylesheet = `
  .MuiSwitch-root .${styles.track} { border-radius: 4px; }
  .MuiSwitch-root .${styles.thumb} { border-radius: 3px; box-shadow: none; }
  .MuiFormControlLabel-root .${styles.label} { font-weight: 600; }
`;

export default function ClassesFromStylesheet() {
  const [email, setEmail] = React.useState(true);
  const [sms, setSms] = React.useState(false);

  return (
    <Stack>
      <GlobalStyles styles={stylesheet} />
      {[
        { label: 'Email digests', checked: email, onChange: setEmail },
        { label: 'SMS alerts', checked: sms, onChange: setSms },
      ].map((item) => (
        <FormControlLabel
          key={item.label}
          label={item.label}
          // `classes` adds your class names to the inner slots of a component.
          classes={{ label: styles.label }}
          control={
            <Switch
              checked={item.checked}
              onChange={(event, checked) => item.onChange(checked)}
              classes={{ track: styles.track, thumb: styles.thumb }}
            />
          }
        />
      ))}
    </Stack>
  );
}
