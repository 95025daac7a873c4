import * as React from 'react';
import dayjs from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { styled } from '@mui/material/styles';
import { DateRangeIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import {
  DateRangePicker,
  DateRangePickerFieldProps,
} from '@mui/x-date-pickers-pro/DateRangePicker';
import { unstable_useSingleInputDateRangeField as useSingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const PillInput = styled(InputBase)(({ theme }) => ({
  width: 300,
  padding: '2px 4px 2px 16px',
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  '&.Mui-focused': { outline: `2px solid ${theme.palette.primary.main}` },
  '&.Mui-error': { outline: `2px solid ${theme.palette.error.main}` },
}));

function PillRangeField(props: DateRangePickerFieldProps) {
  const {
    openPickerAriaLabel,
    inputRef,
    value,
    onChange,
    placeholder,
    inputMode,
    onClick,
    onFocus,
    onBlur,
    onKeyDown,
    onPaste,
    error,
    disabled,
    readOnly,
    id,
  } = useSingleInputDateRangeField<false, DateRangePickerFieldProps>(props);
  const pickerContext = usePickerContext();
  // The hook passes on the id it was given, if any: the label needs one to point at the input.
  const generatedId = React.useId();
  const inputId = id ?? generatedId;

  return (
    <FormControl
      ref={pickerContext.rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={disabled}
      error={error}
    >
      <FormLabel htmlFor={inputId} sx={{ mb: 0.5, fontSize: 14 }}>
        {pickerContext.label}
      </FormLabel>
      <PillInput
        ref={pickerContext.triggerRef}
        id={inputId}
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        inputProps={{ inputMode, autoComplete: 'off', readOnly }}
        onClick={onClick}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        endAdornment={
          <IconButton
            size="small"
            aria-label={openPickerAriaLabel}
            onClick={() => pickerContext.setOpen((open) => !open)}
          >
            <DateRangeIcon fontSize="small" />
          </IconButton>
        }
      />
    </FormControl>
  );
}

PillRangeField.fieldType = 'single-input' as const;

export default function PillInputSingleRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="School holidays"
        enableAccessibleFieldDOMStructure={false}
        defaultValue={[dayjs('2025-10-20'), dayjs('2025-10-31')]}
        slots={{ field: PillRangeField }}
      />
    </LocalizationProvider>
  );
}
