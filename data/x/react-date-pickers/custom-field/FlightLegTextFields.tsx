import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { FieldOwnerState } from '@mui/x-date-pickers/models';
import { RangePosition } from '@mui/x-date-pickers-pro/models';

// Each input of the pair gets its own label, helper text and color.
const legProps = ({ position }: FieldOwnerState & { position?: RangePosition }) =>
  position === 'start'
    ? { label: 'Outbound', helperText: 'Leaves Lisbon', color: 'primary' as const }
    : { label: 'Return', helperText: 'Leaves Oslo', color: 'secondary' as const };

export default function FlightLegTextFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 480 }}>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-09-05'), null]}
          // Outside a picker the two inputs get no ids of their own: name them.
          slotProps={{ textField: (state) => ({ ...legProps(state), id: `flight-leg-${state.position}` }) }}
        />
        <DateRangePicker
          defaultValue={[dayjs('2025-09-05'), dayjs('2025-09-12')]}
          slots={{ field: MultiInputDateRangeField }}
          slotProps={{ textField: legProps }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
