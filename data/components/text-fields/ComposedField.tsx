import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import Input from '@mui/material/Input';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

export default function ComposedField() {
  const usernameId = React.useId();
  const handleId = React.useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl variant="outlined" sx={{ width: { xs: '100%', sm: 320 } }}>
        <InputLabel htmlFor={usernameId}>Username</InputLabel>
        <OutlinedInput
          id={usernameId}
          label="Username"
          defaultValue="ada-lovelace"
          startAdornment={<InputAdornment position="start">example.com/</InputAdornment>}
          aria-describedby={`${usernameId}-helper`}
        />
        <FormHelperText id={`${usernameId}-helper`}>Your public profile address</FormHelperText>
      </FormControl>
      {/* error and required are set once on FormControl; every part reads them. */}
      <FormControl variant="standard" error required sx={{ width: { xs: '100%', sm: 240 } }}>
        <InputLabel htmlFor={handleId}>Social handle</InputLabel>
        <Input
          id={handleId}
          defaultValue="@ada lovelace"
          aria-describedby={`${handleId}-helper`}
        />
        <FormHelperText id={`${handleId}-helper`}>Spaces are not allowed</FormHelperText>
      </FormControl>
    </Stack>
  );
}
