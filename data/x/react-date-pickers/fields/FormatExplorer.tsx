import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const formats = [
  'MM/DD/YYYY hh:mm A',
  'DD.MM.YYYY HH:mm',
  'YYYY-MM-DD HH:mm:ss',
  'ddd, MMM D, YYYY h:mm a',
  'MMMM D [at] H:mm',
];

export default function FormatExplorer() {
  const [format, setFormat] = React.useState(formats[0]);
  const [spacious, setSpacious] = React.useState(false);
  const [leadingZeros, setLeadingZeros] = React.useState(false);
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-03-07T09:05:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField select size="small" label="format" value={format} onChange={(event) => setFormat(event.target.value)}>
          {formats.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={spacious} onChange={(event) => setSpacious(event.target.checked)} />}
            label="spacious density"
          />
          <FormControlLabel
            control={<Switch checked={leadingZeros} onChange={(event) => setLeadingZeros(event.target.checked)} />}
            label="respect leading zeros"
          />
        </Stack>
        <DateTimeField
          key={`${format}-${leadingZeros}`}
          label="Order received"
          value={value}
          onChange={setValue}
          format={format}
          formatDensity={spacious ? 'spacious' : 'dense'}
          shouldRespectLeadingZeros={leadingZeros}
        />
        <Typography variant="body2" color="text.secondary">
          Value: {value?.isValid() ? value.format('YYYY-MM-DDTHH:mm:ss') : String(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
