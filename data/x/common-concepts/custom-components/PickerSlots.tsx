import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const issued = dayjs('2025-03-14');

// Shortcuts compute their value from a fixed invoice date, not from "today".
const dueDates: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'On receipt', getValue: () => issued },
  { label: 'Net 15', getValue: () => issued.add(15, 'day') },
  { label: 'Net 30', getValue: () => issued.add(30, 'day') },
  { label: 'End of month', getValue: () => issued.endOf('month') },
];

export default function PickerSlots() {
  const [value, setValue] = React.useState<Dayjs | null>(issued.add(30, 'day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Payment due"
        value={value}
        onChange={setValue}
        minDate={issued}
        referenceDate={issued}
        slots={{ openPickerIcon: EventNoteIcon }}
        slotProps={{
          textField: { helperText: 'Invoice INV-0412, issued 14 March 2025' },
          shortcuts: { items: dueDates },
          actionBar: { actions: ['clear', 'accept'] },
          openPickerIcon: { color: 'primary' },
        }}
      />
    </LocalizationProvider>
  );
}
