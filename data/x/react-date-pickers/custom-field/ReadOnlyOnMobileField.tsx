import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';

function TapToChooseField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const placeholder = useParsedFormat();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { value, fieldFormat } = pickerContext;

  return (
    <TextField
      id={forwardedProps.id}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      label={pickerContext.label}
      name={pickerContext.name}
      value={value != null && value.isValid() ? value.format(fieldFormat) : ''}
      placeholder={placeholder}
      helperText="Tap to choose"
      onClick={() => pickerContext.setOpen(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{ htmlInput: { readOnly: true, 'aria-haspopup': 'dialog' } }}
    />
  );
}

// Touch screens get a read-only field that opens the dialog; keyboards keep section editing.
function ResponsiveField(props: DatePickerFieldProps) {
  const pickerContext = usePickerContext();
  if (pickerContext.variant === 'mobile') {
    return <TapToChooseField {...props} />;
  }
  return <DateField {...props} helperText="Type or use the calendar" />;
}

export default function ReadOnlyOnMobileField() {
  // `DatePicker` picks the variant from a media query; both are shown here side by side.
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MobileDatePicker
          label="Vaccination (mobile)"
          defaultValue={dayjs('2025-03-10')}
          slots={{ field: ResponsiveField }}
        />
        <DesktopDatePicker
          label="Vaccination (desktop)"
          defaultValue={dayjs('2025-03-10')}
          slots={{ field: ResponsiveField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
