import * as React from 'react';
import dayjs from 'dayjs';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { styled } from '@mui/material/styles';
import { CalendarIcon, ClearIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { unstable_useDateField as useDateField } from '@mui/x-date-pickers/DateField';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// A pill-shaped input, as a design system other than Material UI's TextField could draw it.
const PillInput = styled(InputBase)(({ theme }) => ({
  width: 240,
  padding: '2px 4px 2px 16px',
  borderRadius: 999,
  backgroundColor: theme.palette.action.hover,
  '&.Mui-focused': { outline: `2px solid ${theme.palette.primary.main}` },
  '&.Mui-error': { outline: `2px solid ${theme.palette.error.main}` },
}));

function PillDateField(props: DatePickerFieldProps) {
  const {
    openPickerAriaLabel,
    clearable,
    onClear,
    inputRef,
    value,
    onChange,
    placeholder,
    inputMode,
    autoComplete,
    onClick,
    onFocus,
    onBlur,
    onKeyDown,
    onPaste,
    error,
    disabled,
    readOnly,
    autoFocus,
    id,
    // `false`: the structure with a single <input> holding the whole date.
  } = useDateField<false, DatePickerFieldProps>(props);
  const pickerContext = usePickerContext();

  return (
    <FormControl
      ref={pickerContext.rootRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      disabled={disabled}
      error={error}
    >
      <FormLabel htmlFor={id} sx={{ mb: 0.5, fontSize: 14 }}>
        {pickerContext.label}
      </FormLabel>
      <PillInput
        ref={pickerContext.triggerRef}
        id={id}
        inputRef={inputRef}
        name={pickerContext.name}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        inputProps={{ inputMode, autoComplete, readOnly }}
        onClick={onClick}
        onFocus={onFocus}
        onBlur={onBlur}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        autoFocus={autoFocus}
        endAdornment={
          <React.Fragment>
            {clearable && value !== '' && (
              <IconButton size="small" aria-label="Clear" tabIndex={-1} onClick={onClear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            )}
            <IconButton
              size="small"
              aria-label={openPickerAriaLabel}
              onClick={() => pickerContext.setOpen((open) => !open)}
            >
              <CalendarIcon fontSize="small" />
            </IconButton>
          </React.Fragment>
        }
      />
    </FormControl>
  );
}

export default function PillInputDateField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Library card expires"
        enableAccessibleFieldDOMStructure={false}
        defaultValue={dayjs('2026-01-31')}
        slots={{ field: PillDateField }}
        slotProps={{ field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
