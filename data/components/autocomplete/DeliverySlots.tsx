import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const slots = ['08:00–10:00', '10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00', '18:00–20:00', '20:00–22:00'];

// Windows the couriers can no longer take today.
const fullyBooked = new Set(['10:00–12:00', '12:00–14:00', '18:00–20:00']);

export default function DeliverySlots() {
  return (
    <Autocomplete
      sx={{ width: 300 }}
      options={slots}
      getOptionDisabled={(slot) => fullyBooked.has(slot)}
      renderInput={(params) => (
        <TextField {...params} label="Delivery window" helperText="Greyed-out windows are fully booked" />
      )}
    />
  );
}
