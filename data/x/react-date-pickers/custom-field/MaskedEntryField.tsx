import * as React from 'react';
import dayjs from 'dayjs';
import { IMaskInput } from 'react-imask';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerAdapter,
  usePickerContext,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

// react-imask draws the mask; "0" accepts one digit. The mask comes from the picker's format.
const MaskedInput = React.forwardRef<HTMLInputElement, InputBaseComponentProps>(
  function MaskedInput(props, ref) {
    const { onChange, value, mask, ...other } = props;
    return (
      <IMaskInput
        {...other}
        mask={String(mask)}
        value={String(value ?? '')}
        inputRef={ref}
        onAccept={(text: string) => onChange?.({ target: { value: text } })}
      />
    );
  },
);

function MaskedDateField(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const adapter = usePickerAdapter();
  const placeholder = useParsedFormat();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { value, fieldFormat } = pickerContext;
  const { hasValidationError, getValidationErrorForNewValue } = useValidation({
    validator: validateDate,
    value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });

  const format = (date: typeof value) =>
    date != null && adapter.isValid(date) ? adapter.formatByString(date, fieldFormat) : '';
  const [text, setText] = React.useState(() => format(value));
  // A valid value from the calendar replaces the text, during render rather than in an effect.
  const [lastValue, setLastValue] = React.useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value == null || adapter.isValid(value)) {
      setText(format(value));
    }
  }

  const handleChange = (event: { target: { value: string } }) => {
    const newText = event.target.value;
    if (newText === text) {
      return;
    }
    setText(newText);
    // Empty: no date. Incomplete: an invalid date, so the picker reports the error.
    let newValue: typeof value = null;
    if (newText !== '') {
      newValue =
        newText.length === fieldFormat.length
          ? (adapter.parse(newText, fieldFormat) ?? adapter.getInvalidDate())
          : adapter.getInvalidDate();
    }
    pickerContext.setValue(newValue, {
      changeImportance: 'set',
      validationError: getValidationErrorForNewValue(newValue),
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
      disabled={pickerContext.disabled}
      slotProps={{
        input: {
          inputComponent: MaskedInput,
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label="Open the calendar"
                onClick={() => pickerContext.setOpen((open) => !open)}
              >
                <CalendarIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
        htmlInput: {
          mask: fieldFormat.replace(/[A-Za-z]/g, '0'),
          inputMode: 'numeric',
          readOnly: pickerContext.readOnly,
        },
      }}
    />
  );
}

export default function MaskedEntryField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        format="DD/MM/YYYY"
        defaultValue={dayjs('1988-11-02')}
        disableFuture
        openTo="year"
        slots={{ field: MaskedDateField }}
      />
    </LocalizationProvider>
  );
}
