import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = ([start, end]: DateRange<Dayjs>) =>
  `[${start?.format('MMM D') ?? 'null'}, ${end?.format('MMM D') ?? 'null'}]`;

export default function RangeCallbackLog() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2025-06-14'), dayjs('2025-06-18')]);
  // Keep the last 12 lines, with their number in the whole sequence.
  const [log, setLog] = React.useState<{ id: number; text: string }[]>([]);
  const write = (text: string) =>
    setLog((lines) => [...lines.slice(-11), { id: (lines.at(-1)?.id ?? 0) + 1, text }]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          label="Festival pass"
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            write(`onChange ${show(newValue)}`);
          }}
          onAccept={(newValue) => write(`onAccept ${show(newValue)}`)}
          onOpen={() => write('onOpen')}
          onClose={() => write('onClose')}
          onRangePositionChange={(position) => write(`onRangePositionChange ${position}`)}
          sx={{ minWidth: 260 }}
        />
        <Paper variant="outlined" sx={{ flex: 1, width: '100%', p: 1.5, minHeight: 160 }}>
          <div role="log" aria-label="Range picker callbacks">
            <Box
              component="ol"
              start={log[0]?.id ?? 1}
              sx={{ m: 0, pl: 3.5, fontFamily: 'monospace', fontSize: 13 }}
            >
              {log.length === 0 ? (
                <li>Open the picker and choose two days.</li>
              ) : (
                log.map((line) => <li key={line.id}>{line.text}</li>)
              )}
            </Box>
          </div>
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
