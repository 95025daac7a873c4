import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const formats = ['CSV', 'Excel (.xlsx)', 'JSON', 'PDF'];

export default function ExportFormatDialog() {
  const [open, setOpen] = React.useState(false);
  const [format, setFormat] = React.useState('CSV');
  const [pending, setPending] = React.useState(format);
  const titleId = React.useId();

  const openDialog = () => {
    setPending(format);
    setOpen(true);
  };

  return (
    <div>
      <Button variant="outlined" onClick={openDialog}>
        Export format: {format}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Export format</DialogTitle>
        <DialogContent dividers>
          <RadioGroup
            aria-labelledby={titleId}
            value={pending}
            onChange={(event) => setPending(event.target.value)}
          >
            {formats.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
            ))}
          </RadioGroup>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Applies to all future exports from this report.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            onClick={() => {
              setFormat(pending);
              setOpen(false);
            }}
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
