import * as React from 'react';
import dayjs from 'dayjs';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import EventIcon from '@mui/icons-material/Event';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function PlainTextField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const translations = usePickerTranslations();
  const placeholder = useParsedFormat();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { value, fieldFormat, setValue } = pickerContext;
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const toText = (date: typeof value) =>
    date && adapter.isValid(date) ? adapter.formatByString(date, fieldFormat) : '';
  const [text, setText] = React.useState(() => toText(value));

  // When the calendar (or a reset) changes the value, show it. An invalid value means the
  // reader is still typing: keep their text.
  React.useEffect(() => {
    if (value != null && !adapter.isValid(value)) {
      return;
    }
    const parsed = text === '' ? null : adapter.parse(text, fieldFormat);
    const sameValue =
      value == null
        ? parsed == null
        : parsed != null && adapter.isValid(parsed) && adapter.isEqual(parsed, value);
    if (!sameValue) {
      setText(toText(value));
    }
  }, [value]); // eslint-disable-line react-hooks/exhaustive-deps

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const newText = event.target.value;
    setText(newText);
    // Incomplete text publishes an invalid date, empty text publishes null.
    const parsed =
      newText === '' ? null : (adapter.parse(newText, fieldFormat) ?? adapter.getInvalidDate());
    setValue(parsed, {
      changeImportance: 'set',
      validationError: getValidationErrorForNewValue(parsed),
    });
  };

  return (
    <TextField
      id={forwardedProps.id}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      label={pickerContext.label}
      name={pickerContext.name}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={
        hasValidationError
          ? 'Use a date from 2025 in the format YYYY-MM-DD'
          : 'Type it or use the calendar'
      }
      disabled={pickerContext.disabled}
      slotProps={{
        htmlInput: { readOnly: pickerContext.readOnly, inputMode: 'numeric', autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => pickerContext.setOpen((open) => !open)}
                aria-label={translations.openDatePickerDialogue(text || null)}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function IsoTextDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Shipment date"
        format="YYYY-MM-DD"
        defaultValue={dayjs('2025-06-14')}
        minDate={dayjs('2025-01-01')}
        maxDate={dayjs('2025-12-31')}
        slots={{ field: PlainTextField }}
      />
    </LocalizationProvider>
  );
}
