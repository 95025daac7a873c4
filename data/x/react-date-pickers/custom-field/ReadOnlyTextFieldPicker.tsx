import * as React from 'react';
import dayjs from 'dayjs';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useParsedFormat, usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// Looks like a text field, but the date can only be chosen in the calendar.
function PickOnlyField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const placeholder = useParsedFormat();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const { value, fieldFormat, disabled } = pickerContext;
  const toggle = () => pickerContext.setOpen((open) => !open);

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
      error={hasValidationError}
      focused={pickerContext.open || undefined}
      disabled={disabled}
      onClick={disabled ? undefined : toggle}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          toggle();
        }
      }}
      helperText="Click or press Enter to choose"
      slotProps={{
        input: {
          endAdornment: <CalendarIcon color="action" />,
          sx: { cursor: 'pointer', '& input': { cursor: 'pointer' } },
        },
        htmlInput: {
          readOnly: true,
          // A read-only input that opens a dialog: the combobox role lets it say so (aria-expanded).
          role: 'combobox',
          'aria-haspopup': 'dialog',
          'aria-expanded': pickerContext.open,
        },
      }}
    />
  );
}

export default function ReadOnlyTextFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Return the book by"
        format="ddd, MMM D"
        defaultValue={dayjs('2025-05-28')}
        minDate={dayjs('2025-05-14')}
        maxDate={dayjs('2025-06-11')}
        slots={{ field: PickOnlyField }}
      />
    </LocalizationProvider>
  );
}
