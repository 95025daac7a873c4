import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import CheckIcon from '@mui/icons-material/Check';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem, PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';

// The demo's "today", a Thursday. In an app, call dayjs() inside each getValue.
const today = dayjs('2025-10-09');

const slots: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'tomorrow', label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { id: 'monday', label: 'Next Monday', getValue: () => today.day(8) },
  { id: 'two-weeks', label: 'In 2 weeks', getValue: () => today.add(2, 'week') },
  { id: 'month-start', label: '1st of next month', getValue: () => today.add(1, 'month').date(1) },
];

function ChipRow(props: PickersShortcutsProps<Dayjs | null>) {
  // The layout's className is left out on purpose: this row places itself in the grid.
  const { items = [], changeImportance = 'accept' } = props;
  const { value, setValue } = usePickerContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <Box sx={{ gridColumn: '1 / 4', gridRow: 1 }}>
      <Box role="group" aria-label="Suggested dates" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 2 }}>
        {items.map((item) => {
          const day = item.getValue({ isValid });
          const selected = day != null && value != null && day.isSame(value, 'day');
          return (
            <Chip
              key={item.id ?? item.label}
              label={item.label}
              icon={selected ? <CheckIcon /> : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              disabled={!isValid(day)}
              onClick={() =>
                setValue(day, { changeImportance, shortcut: { id: item.id, label: item.label } })
              }
            />
          );
        })}
      </Box>
      <Divider />
    </Box>
  );
}

export default function PublishDateChipRow() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Publish on"
        defaultValue={today.day(8)}
        minDate={today.add(1, 'day')}
        slots={{ shortcuts: ChipRow }}
        slotProps={{
          shortcuts: { items: slots },
          toolbar: { hidden: true },
          actionBar: { hidden: true },
          layout: { sx: { maxWidth: 340 } },
        }}
        sx={{ width: 260 }}
      />
    </LocalizationProvider>
  );
}
