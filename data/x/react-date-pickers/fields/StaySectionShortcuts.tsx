import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';
import { FieldRef, FieldSectionType } from '@mui/x-date-pickers/models';

const parts: FieldSectionType[] = ['month', 'day', 'year'];

export default function StaySectionShortcuts() {
  const fieldRef = React.useRef<FieldRef<DateRange<Dayjs>>>(null);

  // Each type appears twice in the field: first in the start date, then in the end date.
  const focusPart = (type: FieldSectionType, position: RangePosition) => {
    const types = fieldRef.current?.getSections().map((section) => section.type) ?? [];
    const index = position === 'start' ? types.indexOf(type) : types.lastIndexOf(type);
    if (index !== -1) {
      fieldRef.current?.focusField(index);
    }
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {(['start', 'end'] as const).map((position) => (
          <Stack key={position} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" sx={{ width: 80 }}>
              {position === 'start' ? 'Check-in' : 'Check-out'}
            </Typography>
            {parts.map((type) => (
              <Button
                key={type}
                size="small"
                variant="outlined"
                aria-label={`Edit ${position === 'start' ? 'check-in' : 'check-out'} ${type}`}
                onClick={() => focusPart(type, position)}
              >
                {type}
              </Button>
            ))}
          </Stack>
        ))}
        <SingleInputDateRangeField
          label="Hotel stay"
          defaultValue={[dayjs('2025-08-11'), dayjs('2025-08-15')]}
          unstableFieldRef={fieldRef}
          // One input element: this structure has no per-section ids (see the accessibility notes).
          enableAccessibleFieldDOMStructure={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
