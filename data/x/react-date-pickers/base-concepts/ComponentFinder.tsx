import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type ValueType = 'date' | 'time' | 'dateTime' | 'dateRange' | 'timeRange' | 'dateTimeRange';
type Family = 'picker' | 'field' | 'view';

const valueTypes: Record<ValueType, string> = {
  date: 'A date',
  time: 'A time',
  dateTime: 'A date and a time',
  dateRange: 'A range of dates',
  timeRange: 'A range of times',
  dateTimeRange: 'A range of date-times',
};

const catalogue: Record<ValueType, Record<Family, string[]>> = {
  date: {
    picker: ['DatePicker', 'DesktopDatePicker', 'MobileDatePicker', 'StaticDatePicker'],
    field: ['DateField'],
    view: ['DateCalendar', 'MonthCalendar', 'YearCalendar'],
  },
  time: {
    picker: ['TimePicker', 'DesktopTimePicker', 'MobileTimePicker', 'StaticTimePicker'],
    field: ['TimeField'],
    view: ['TimeClock', 'DigitalClock', 'MultiSectionDigitalClock'],
  },
  dateTime: {
    picker: ['DateTimePicker', 'DesktopDateTimePicker', 'MobileDateTimePicker', 'StaticDateTimePicker'],
    field: ['DateTimeField'],
    view: [],
  },
  dateRange: {
    picker: ['DateRangePicker', 'DesktopDateRangePicker', 'MobileDateRangePicker', 'StaticDateRangePicker'],
    field: ['SingleInputDateRangeField', 'MultiInputDateRangeField'],
    view: ['DateRangeCalendar'],
  },
  timeRange: {
    picker: ['TimeRangePicker', 'DesktopTimeRangePicker', 'MobileTimeRangePicker'],
    field: ['SingleInputTimeRangeField', 'MultiInputTimeRangeField'],
    view: [],
  },
  dateTimeRange: {
    picker: ['DateTimeRangePicker', 'DesktopDateTimeRangePicker', 'MobileDateTimeRangePicker'],
    field: ['SingleInputDateTimeRangeField', 'MultiInputDateTimeRangeField'],
    view: [],
  },
};

export default function ComponentFinder() {
  const [valueType, setValueType] = React.useState<ValueType>('date');
  const [family, setFamily] = React.useState<Family>('picker');
  const valueLabel = React.useId();
  const familyLabel = React.useId();
  const names = catalogue[valueType][family];
  const isPro = valueType.endsWith('Range');
  const pkg = isPro ? '@mui/x-date-pickers-pro' : '@mui/x-date-pickers';

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id={valueLabel}>The value is</InputLabel>
          <Select
            labelId={valueLabel}
            label="The value is"
            value={valueType}
            onChange={(event) => setValueType(event.target.value as ValueType)}
          >
            {(Object.keys(valueTypes) as ValueType[]).map((key) => (
              <MenuItem key={key} value={key}>
                {valueTypes[key]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id={familyLabel}>People edit it with</InputLabel>
          <Select
            labelId={familyLabel}
            label="People edit it with"
            value={family}
            onChange={(event) => setFamily(event.target.value as Family)}
          >
            <MenuItem value="picker">A field and a popup (picker)</MenuItem>
            <MenuItem value="field">The keyboard only (field)</MenuItem>
            <MenuItem value="view">A selector in the page (view)</MenuItem>
          </Select>
        </FormControl>
      </Stack>
      <Box role="status">
        {names.length === 0 ? (
          <Typography variant="body2">
            No standalone view for this value: use the views of the single date or time
            components, or a picker.
          </Typography>
        ) : (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {names.map((name) => (
                <Chip key={name} label={name} size="small" />
              ))}
              {isPro ? <Chip label="Pro plan" size="small" variant="outlined" /> : null}
            </Stack>
            <Box
              component="pre"
              sx={{ m: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto' }}
            >
              {names.map((name) => `import { ${name} } from '${pkg}/${name}';`).join('\n')}
            </Box>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
