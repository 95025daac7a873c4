import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Follow-ups are counted from the date of the visit, not from the current day.
const visit = dayjs('2025-03-14');

const followUps: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'follow-up-1w', label: 'In 1 week', getValue: () => visit.add(1, 'week') },
  { id: 'follow-up-2w', label: 'In 2 weeks', getValue: () => visit.add(2, 'week') },
  { id: 'follow-up-1m', label: 'In 1 month', getValue: () => visit.add(1, 'month') },
  { id: 'follow-up-3m', label: 'In 3 months', getValue: () => visit.add(3, 'month') },
];

interface LogEntry {
  key: number;
  date: string;
  source: string;
}

export default function ShortcutUsageLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextKey = React.useRef(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Follow-up appointment"
          referenceDate={visit}
          minDate={visit}
          onAccept={(value, context) => {
            const source = context.shortcut
              ? `shortcut ${context.shortcut.id} ("${context.shortcut.label}")`
              : 'calendar or keyboard';
            const entry: LogEntry = {
              key: nextKey.current,
              date: value ? value.format('MMM D, YYYY') : 'cleared',
              source,
            };
            nextKey.current += 1;
            setLog((entries) => [entry, ...entries].slice(0, 4));
          }}
          slotProps={{ shortcuts: { items: followUps } }}
          sx={{ width: 260 }}
        />
        <div>
          <Typography variant="subtitle2" component="p">
            Accepted values (visit on {visit.format('MMM D')})
          </Typography>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nothing yet: open the calendar and pick a shortcut.
            </Typography>
          ) : (
            <List dense disablePadding>
              {log.map((entry) => (
                <ListItem key={entry.key} disableGutters>
                  <ListItemText primary={entry.date} secondary={`from ${entry.source}`} />
                </ListItem>
              ))}
            </List>
          )}
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
