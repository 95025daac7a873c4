import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { PickerChangeHandlerContext, DateTimeValidationError } from '@mui/x-date-pickers/models';

const variants = {
  desktopDate: { label: 'Desktop date', Component: DesktopDatePicker, format: 'YYYY-MM-DD' },
  desktopDateTime: { label: 'Desktop date-time', Component: DesktopDateTimePicker, format: 'YYYY-MM-DD HH:mm' },
  mobileDate: { label: 'Mobile date', Component: MobileDatePicker, format: 'YYYY-MM-DD' },
};
type Variant = keyof typeof variants;

export default function CallbackLogger() {
  const [variant, setVariant] = React.useState<Variant>('desktopDate');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-14T09:30'));
  const [log, setLog] = React.useState<string[]>([]);
  const { Component, format } = variants[variant];

  const show = (date: Dayjs | null) => (date === null ? 'null' : date.isValid() ? date.format(format) : 'Invalid Date');
  const write = (line: string) => setLog((lines) => [...lines, line]);
  const describe = (context: PickerChangeHandlerContext<DateTimeValidationError>) =>
    context.validationError ? ` (error: ${context.validationError})` : '';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          aria-label="Picker variant"
          onChange={(_, next: Variant | null) => {
            if (next) {
              setVariant(next);
              setLog([]);
            }
          }}
        >
          {(Object.keys(variants) as Variant[]).map((key) => (
            <ToggleButton key={key} value={key}>
              {variants[key].label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Component
            key={variant}
            label="Release date"
            value={value}
            onChange={(newValue, context) => {
              setValue(newValue);
              write(`onChange ${show(newValue)}${describe(context)}`);
            }}
            onAccept={(newValue, context) => write(`onAccept ${show(newValue)}${describe(context)}`)}
            onOpen={() => write('onOpen')}
            onClose={() => write('onClose')}
            sx={{ minWidth: 240 }}
          />
          <Paper variant="outlined" sx={{ flex: 1, width: '100%', p: 1.5, minHeight: 180 }}>
            <div role="log" aria-label="Callback log">
              <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}>
                {log.length === 0 ? (
                  <li>Open the picker or edit the field.</li>
                ) : (
                  log.map((line, index) => <li key={index}>{line}</li>)
                )}
              </Box>
            </div>
            <Button size="small" onClick={() => setLog([])} sx={{ mt: 1 }}>
              Clear the log
            </Button>
          </Paper>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
