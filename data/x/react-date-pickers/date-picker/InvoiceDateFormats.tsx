import * as React from 'react';
import dayjs from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const formats = [
  { value: 'DD/MM/YYYY', hint: 'DD/MM/YYYY, day first' },
  { value: 'YYYY-MM-DD', hint: 'YYYY-MM-DD, ISO 8601' },
  { value: 'ddd D MMM YYYY', hint: 'Weekday, day, short month, year' },
  { value: 'D [of] MMMM YYYY', hint: 'Day "of" month name, year' },
];

export default function InvoiceDateFormats() {
  const [format, setFormat] = React.useState(formats[0].value);
  const [spacious, setSpacious] = React.useState(false);
  const hint = formats.find((item) => item.value === format)?.hint ?? format;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id="invoice-format-label">Format</InputLabel>
            <Select
              labelId="invoice-format-label"
              label="Format"
              value={format}
              onChange={(event) => setFormat(event.target.value)}
            >
              {formats.map((item) => (
                <MenuItem key={item.value} value={item.value}>
                  {item.value}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControlLabel
            control={
              <Switch checked={spacious} onChange={(event) => setSpacious(event.target.checked)} />
            }
            label="Spacious"
          />
        </Stack>
        <DatePicker
          label="Invoice date"
          defaultValue={dayjs('2025-04-09')}
          format={format}
          formatDensity={spacious ? 'spacious' : 'dense'}
          slotProps={{ textField: { helperText: `Expected: ${hint}` } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
