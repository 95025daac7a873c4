import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// The days the clinic still has free appointments.
const availableDays = [
  '2025-06-16',
  '2025-06-18',
  '2025-06-19',
  '2025-06-23',
  '2025-06-26',
  '2025-07-01',
].map((day) => dayjs(day));
const isAvailable = (day: Dayjs) => availableDays.some((option) => option.isSame(day, 'day'));

function AvailableDayField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const translations = usePickerTranslations();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const formatted = pickerContext.value?.isValid()
    ? pickerContext.value.format('MMM D, YYYY')
    : null;

  return (
    <Autocomplete
      id={forwardedProps.id}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={[
        { width: 300 },
        ...(Array.isArray(pickerContext.rootSx) ? pickerContext.rootSx : [pickerContext.rootSx]),
      ]}
      options={availableDays}
      value={pickerContext.value}
      onChange={(_, newValue) =>
        pickerContext.setValue(newValue, {
          validationError: getValidationErrorForNewValue(newValue),
        })
      }
      getOptionLabel={(option) => option.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      disabled={pickerContext.disabled}
      readOnly={pickerContext.readOnly}
      renderInput={(params) => (
        <TextField
          {...params}
          label={pickerContext.label}
          name={pickerContext.name}
          error={hasValidationError}
          slotProps={{
            input: {
              ...params.InputProps,
              // The Autocomplete keeps its own end adornment (clear and list buttons).
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    edge="start"
                    size="small"
                    onClick={() => pickerContext.setOpen((open) => !open)}
                    aria-label={translations.openDatePickerDialogue(formatted)}
                  >
                    <CalendarMonthIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function AvailableDayAutocomplete() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Appointment day"
        defaultValue={availableDays[1]}
        shouldDisableDate={(day) => !isAvailable(day)}
        slots={{ field: AvailableDayField }}
      />
    </LocalizationProvider>
  );
}
