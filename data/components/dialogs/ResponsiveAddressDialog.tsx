import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ResponsiveAddressDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  // Below the md breakpoint (900px) the dialog takes the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change delivery address
      </Button>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        This window is {fullScreen ? 'narrower' : 'wider'} than 900px: the dialog opens{' '}
        {fullScreen ? 'full screen' : 'as a regular dialog'}.
      </Typography>
      <Dialog fullScreen={fullScreen} open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Delivery address</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Full name" defaultValue="Maya Lindqvist" fullWidth />
            <TextField label="Street and number" defaultValue="Kungsgatan 14" fullWidth />
            <Stack direction="row" spacing={2}>
              <TextField label="Postcode" defaultValue="111 43" sx={{ width: 140 }} />
              <TextField label="City" defaultValue="Stockholm" fullWidth />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Use this address
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
