import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const settings = [
  'Appearance',
  'Audio output',
  'Autoplay',
  'Backup',
  'Bluetooth',
  'Display name',
  'Downloads',
  'Language',
  'Notifications',
  'Privacy',
];

function completionFor(typed: string) {
  if (typed === '') return '';
  const match = settings.find((setting) => setting.toLowerCase().startsWith(typed.toLowerCase()));
  return match ? typed + match.slice(typed.length) : ''; // keep the user's own casing for the typed part
}

export default function SettingHint() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  const [focused, setFocused] = React.useState(false);
  const hint = focused ? completionFor(inputValue) : '';

  return (
    <Autocomplete
      sx={{ width: 300 }}
      options={settings}
      value={value}
      onChange={(event, newValue) => setValue(newValue)}
      inputValue={inputValue}
      onInputChange={(event, newInputValue) => setInputValue(newInputValue)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        // Tab accepts the grey completion; a second Tab moves on as usual.
        if (event.key === 'Tab' && hint && hint !== inputValue) {
          event.preventDefault();
          setValue(settings.find((setting) => setting.toLowerCase() === hint.toLowerCase()) ?? null);
        }
      }}
      renderInput={(params) => (
        <Box sx={{ position: 'relative' }}>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 16.5,
              left: 14,
              typography: 'body1', // the input's own font, letter spacing included
              lineHeight: '1.4375em',
              whiteSpace: 'pre',
              color: 'text.secondary',
              pointerEvents: 'none',
            }}
          >
            <span style={{ visibility: 'hidden' }}>{inputValue}</span>
            {hint.slice(inputValue.length)}
          </Box>
          <TextField {...params} label="Jump to setting" helperText="Press Tab to accept the suggestion" />
        </Box>
      )}
    />
  );
}
