import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

const sections = [
  'Your account. You are responsible for keeping your password safe and for everything done with your account.',
  'Acceptable use. Do not use the service to send spam, to break the law or to interfere with other users.',
  'Your content. You keep the rights to the files you upload. You let us store and process them to run the service.',
  'Payments. Paid plans renew every month until you cancel. Refunds follow the policy shown at checkout.',
  'Availability. We aim for 99.9% uptime but planned maintenance may interrupt the service.',
  'Termination. You can close your account at any time. We may suspend accounts that break these terms.',
  'Changes. We will tell you by email at least 30 days before these terms change.',
];

export default function TermsScrollDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');
  const close = () => setOpen(false);
  const openWith = (mode: DialogProps['scroll']) => {
    setScroll(mode);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => openWith('paper')}>
        scroll="paper"
      </Button>
      <Button variant="outlined" onClick={() => openWith('body')}>
        scroll="body"
      </Button>
      <Dialog open={open} onClose={close} scroll={scroll}>
        <DialogTitle>Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {[0, 1, 2].map((round) =>
            sections.map((text, index) => (
              <DialogContentText key={`${round}-${index}`} sx={{ mb: 2 }}>
                {round * sections.length + index + 1}. {text}
              </DialogContentText>
            )),
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Decline</Button>
          <Button variant="contained" onClick={close}>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
