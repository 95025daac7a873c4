import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function ButtonField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const placeholder = useParsedFormat();
  const valueText =
    pickerContext.value == null
      ? placeholder
      : pickerContext.value.format(pickerContext.fieldFormat);

  return (
    <Button
      {...forwardedProps}
      ref={handleRef}
      variant="outlined"
      startIcon={<CalendarTodayIcon />}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={pickerContext.disabled}
      onClick={() => pickerContext.setOpen((open) => !open)}
      aria-haspopup="dialog"
      aria-expanded={pickerContext.open}
    >
      {pickerContext.label ? `${pickerContext.label}: ${valueText}` : valueText}
    </Button>
  );
}

export default function ReportDateButton() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Sales report"
        format="MMM D, YYYY"
        defaultValue={dayjs('2025-06-14')}
        maxDate={dayjs('2025-06-30')}
        slots={{ field: ButtonField }}
      />
    </LocalizationProvider>
  );
}
