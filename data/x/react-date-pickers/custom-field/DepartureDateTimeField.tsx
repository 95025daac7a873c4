import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import {
  DateTimePicker,
  DateTimePickerFieldProps,
} from '@mui/x-date-pickers/DateTimePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDateTime } from '@mui/x-date-pickers/validation';

function DepartureField(props: DateTimePickerFieldProps) {
  // 1. Split the props: internal ones for validation, the rest for the DOM.
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date-time');
  // 2. Read the state of the picker.
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  // 3. A placeholder built from the format, in the locale's letters.
  const placeholder = useParsedFormat();
  // 4. Validate with the same rules as the picker.
  const { hasValidationError, validationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDateTime,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const { value, fieldFormat } = pickerContext;
  const format = (date: typeof value) =>
    date != null && adapter.isValid(date) ? adapter.formatByString(date, fieldFormat) : '';
  const [text, setText] = React.useState(() => format(value));
  const [lastValue, setLastValue] = React.useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value == null || adapter.isValid(value)) {
      setText(format(value));
    }
  }

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const newText = event.target.value;
    setText(newText);
    const newValue =
      newText === '' ? null : (adapter.parse(newText, fieldFormat) ?? adapter.getInvalidDate());
    // 5. Write the value, with its error.
    pickerContext.setValue(newValue, {
      changeImportance: 'set',
      validationError: getValidationErrorForNewValue(newValue),
    });
  };

  // 6. Forward what the picker received: id, label, name, className, sx and refs.
  return (
    <TextField
      id={forwardedProps.id}
      ref={pickerContext.rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      label={pickerContext.label}
      name={pickerContext.name}
      value={text}
      onChange={handleChange}
      placeholder={placeholder}
      error={hasValidationError}
      helperText={hasValidationError ? `Not accepted (${validationError})` : 'Or press Alt+↓'}
      focused={pickerContext.open || undefined}
      disabled={pickerContext.disabled}
      onKeyDown={(event) => {
        if (event.altKey && event.key === 'ArrowDown') {
          event.preventDefault();
          pickerContext.setOpen(true);
        }
      }}
      slotProps={{ input: { ref: pickerContext.triggerRef } }}
    />
  );
}

export default function DepartureDateTimeField() {
  const [sent, setSent] = React.useState('');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ alignItems: 'flex-start' }}
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSent(String(new FormData(event.currentTarget).get('departure')));
        }}
      >
        <DateTimePicker
          label="Ferry departure"
          name="departure"
          format="YYYY-MM-DD HH:mm"
          ampm={false}
          defaultValue={dayjs('2025-07-19T06:45')}
          minDateTime={dayjs('2025-07-01T05:00')}
          slots={{ field: DepartureField }}
          sx={{ width: 260 }}
        />
        <Button type="submit" variant="outlined" size="small">
          Book
        </Button>
        <Typography variant="body2" aria-live="polite">
          {sent ? `Form sent departure=${sent}` : 'Not booked yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
