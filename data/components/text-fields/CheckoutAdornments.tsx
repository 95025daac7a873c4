import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function CheckoutAdornments() {
  const [showKey, setShowKey] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Search orders"
        type="search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label="Amount"
        defaultValue="49.00"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <TextField
        label="Parcel weight"
        defaultValue="2.5"
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <TextField
        label="API key"
        defaultValue="sk_live_4eC39HqLyjWDarjtT1zdp7dc"
        type={showKey ? 'text' : 'password'}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showKey ? 'Hide API key' : 'Show API key'}
                  onClick={() => setShowKey((value) => !value)}
                  onMouseDown={(event) => event.preventDefault()}
                  edge="end"
                >
                  {showKey ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
}
