import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LegacyInputField() {
  // With the single-input structure, the field renders a real <input> element.
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [typed, setTyped] = React.useState('');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            label="Warranty starts"
            enableAccessibleFieldDOMStructure={false}
            inputRef={inputRef}
            defaultValue={dayjs('2025-02-20')}
          />
          <DatePicker
            label="Warranty ends"
            enableAccessibleFieldDOMStructure={false}
            defaultValue={dayjs('2027-02-19')}
          />
        </Stack>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setTyped(inputRef.current?.value ?? '')}
        >
          Read the first input
        </Button>
        <Typography variant="body2" aria-live="polite">
          {typed ? `input.value is "${typed}"` : 'Nothing read yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
