import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { FieldRef, FieldSectionType } from '@mui/x-date-pickers/models';

export default function LoanPeriodSectionFocus() {
  const id = React.useId();
  const startRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const endRef = React.useRef<FieldRef<Dayjs | null>>(null);

  const targets: { label: string; ref: typeof startRef; type: FieldSectionType }[] = [
    { label: 'Loan start year', ref: startRef, type: 'year' },
    { label: 'Return month', ref: endRef, type: 'month' },
    { label: 'Return day', ref: endRef, type: 'day' },
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {targets.map(({ label, ref, type }) => (
            // focusField focuses the input of that ref and selects the first section of the type.
            <Button key={label} size="small" variant="outlined" onClick={() => ref.current?.focusField(type)}>
              {label}
            </Button>
          ))}
        </Stack>
        <MultiInputDateRangeField
          defaultValue={[dayjs('2025-10-01'), dayjs('2026-01-31')]}
          unstableStartFieldRef={startRef}
          unstableEndFieldRef={endRef}
          slotProps={{
            textField: ({ position }) => ({
              id: `${id}-loan-${position}`,
              label: position === 'start' ? 'Painting on loan from' : 'Returned to the museum by',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
