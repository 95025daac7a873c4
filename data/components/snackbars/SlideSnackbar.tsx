import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Slide, { SlideProps } from '@mui/material/Slide';

function SlideUp(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}

export default function SlideSnackbar() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Join the waiting list
      </Button>
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        slots={{ transition: SlideUp }}
        message="You are number 12 on the list"
      />
    </div>
  );
}
