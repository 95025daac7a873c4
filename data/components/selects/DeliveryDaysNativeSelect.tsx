import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export default function DeliveryDaysNativeSelect() {
  const id = React.useId();
  const helperId = React.useId();
  const [days, setDays] = React.useState<string[]>(['Tuesday', 'Friday']);

  const handleChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
    // A multiple <select> reports one value; read every selected option instead.
    setDays(Array.from(event.target.selectedOptions, (option) => option.value));
  };

  return (
    <FormControl sx={{ width: { xs: '100%', sm: 260 } }}>
      <InputLabel shrink htmlFor={id}>
        Delivery days
      </InputLabel>
      <NativeSelect
        value={days}
        onChange={handleChange}
        input={<OutlinedInput label="Delivery days" notched />}
        inputProps={{ id, multiple: true, size: weekdays.length, 'aria-describedby': helperId }}
      >
        {weekdays.map((day) => (
          <option key={day} value={day}>
            {day}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id={helperId}>
        {days.length === 0 ? 'No deliveries scheduled' : `${days.length} delivery days a week`}
      </FormHelperText>
    </FormControl>
  );
}
