import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, { SelectChangeEvent } from '@mui/material/Select';
import Typography from '@mui/material/Typography';

const rooms = ['Atlas', 'Borealis', 'Cedar', 'Delta'];
const durations = [30, 60, 90];

export default function RoomBookingDialogSelect() {
  const roomId = React.useId();
  const durationId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [booking, setBooking] = React.useState({ room: 'Atlas', duration: 30 });
  const [draft, setDraft] = React.useState(booking);

  const openDialog = () => {
    setDraft(booking);
    setOpen(true);
  };

  const save = () => {
    setBooking(draft);
    setOpen(false);
  };

  return (
    <div>
      <Typography sx={{ mb: 1.5 }}>
        Room {booking.room}, {booking.duration} minutes
      </Typography>
      <Button variant="outlined" onClick={openDialog}>
        Change booking
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Change booking</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, pt: 1 }}>
            <FormControl sx={{ minWidth: 160 }}>
              <InputLabel id={roomId}>Room</InputLabel>
              <Select
                labelId={roomId}
                label="Room"
                value={draft.room}
                onChange={(event: SelectChangeEvent) => setDraft({ ...draft, room: event.target.value })}
              >
                {rooms.map((room) => (
                  <MenuItem key={room} value={room}>
                    {room}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id={durationId}>Duration</InputLabel>
              <Select
                labelId={durationId}
                label="Duration"
                value={draft.duration}
                onChange={(event: SelectChangeEvent<number>) =>
                  setDraft({ ...draft, duration: Number(event.target.value) })
                }
              >
                {durations.map((minutes) => (
                  <MenuItem key={minutes} value={minutes}>
                    {minutes} min
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={save}>Save</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
