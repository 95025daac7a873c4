import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FocusTrap from '@mui/material/Unstable_TrapFocus';

export default function FocusTrapPanel() {
  const [trapped, setTrapped] = React.useState(false);
  const titleId = React.useId();

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setTrapped(true)} disabled={trapped}>
        Start quick edit
      </Button>
      <FocusTrap open={trapped}>
        <Box
          tabIndex={-1}
          role="group"
          aria-labelledby={titleId}
          sx={{
            p: 2,
            border: 2,
            borderRadius: 2,
            borderColor: trapped ? 'primary.main' : 'divider',
            width: '100%',
            maxWidth: 360,
          }}
        >
          <Typography id={titleId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            {trapped ? 'Tab and Shift+Tab stay inside this panel' : 'Quick edit (focus is free)'}
          </Typography>
          <TextField label="Display name" size="small" defaultValue="Ana Ruiz" fullWidth />
          <Button sx={{ mt: 1 }} onClick={() => setTrapped(false)} disabled={!trapped}>
            Done
          </Button>
        </Box>
      </FocusTrap>
    </Stack>
  );
}
