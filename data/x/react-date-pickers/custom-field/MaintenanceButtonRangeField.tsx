import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import BuildIcon from '@mui/icons-material/Build';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { validateDateRange } from '@mui/x-date-pickers-pro/validation';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { useValidation } from '@mui/x-date-pickers/validation';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function RangeButton(props: DateRangePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  // On a range picker, the context holds a [start, end] tuple.
  const pickerContext = usePickerContext<DateRange<Dayjs>>();
  const placeholder = useParsedFormat();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDateRange,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const text = pickerContext.value
    .map((date) => (date == null ? placeholder : date.format(pickerContext.fieldFormat)))
    .join(' – ');

  return (
    <Button
      id={forwardedProps.id}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      variant="contained"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<BuildIcon />}
      aria-haspopup="dialog"
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {pickerContext.label}: {text}
    </Button>
  );
}

// A button shows both dates at once: the picker must treat it as a single-input field.
RangeButton.fieldType = 'single-input' as const;

export default function MaintenanceButtonRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Maintenance window"
        format="MMM D"
        defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-06')]}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ field: RangeButton }}
      />
    </LocalizationProvider>
  );
}
