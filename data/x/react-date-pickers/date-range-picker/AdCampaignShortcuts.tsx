import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the example reproducible; an app would use dayjs().
const today = dayjs('2025-03-14');
const mondayOf = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day');

const campaignPresets: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Next 7 days', getValue: () => [today, today.add(6, 'day')] },
  {
    label: 'Next full week',
    getValue: () => {
      const monday = mondayOf(today).add(1, 'week');
      return [monday, monday.add(6, 'day')];
    },
  },
  { label: 'Rest of the month', getValue: () => [today, today.endOf('month')] },
  {
    label: 'Next month',
    getValue: () => {
      const first = today.add(1, 'month').startOf('month');
      return [first, first.endOf('month')];
    },
  },
  {
    label: 'Spring quarter',
    getValue: () => [dayjs('2025-04-01'), dayjs('2025-06-30')],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function AdCampaignShortcuts() {
  const [run, setRun] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <DateRangePicker
          label="Campaign run"
          value={run}
          onChange={(newValue) => setRun(newValue)}
          referenceDate={today}
          slotProps={{
            shortcuts: { items: campaignPresets, changeImportance: 'set' },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {run[0] && run[1]
            ? `Ads run for ${run[1].diff(run[0], 'day') + 1} days.`
            : 'Open the calendar and pick a preset on the left.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
