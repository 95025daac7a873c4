import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import { useForkRef } from '@mui/material/utils';
import RedeemIcon from '@mui/icons-material/Redeem';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext, useSplitFieldProps } from '@mui/x-date-pickers/hooks';
import { useValidation, validateDate } from '@mui/x-date-pickers/validation';

function SendDateButton(props: DatePickerFieldProps) {
  const { internalProps, forwardedProps } = useSplitFieldProps(props, 'date');
  const pickerContext = usePickerContext();
  const handleRef = useForkRef(pickerContext.triggerRef, pickerContext.rootRef);
  const { hasValidationError } = useValidation({
    validator: validateDate,
    value: pickerContext.value,
    timezone: pickerContext.timezone,
    props: internalProps,
  });
  const { value } = pickerContext;
  const text = value == null ? 'Send right away' : `Send on ${value.format('dddd, MMMM D')}`;

  return (
    <Button
      id={forwardedProps.id}
      ref={handleRef}
      className={pickerContext.rootClassName}
      sx={pickerContext.rootSx}
      variant="outlined"
      color={hasValidationError ? 'error' : 'primary'}
      startIcon={<RedeemIcon />}
      disabled={pickerContext.disabled}
      aria-haspopup="dialog"
      aria-expanded={pickerContext.open}
      onClick={() => pickerContext.setOpen((open) => !open)}
    >
      {hasValidationError ? `${text} (not available)` : text}
    </Button>
  );
}

export default function GiftCardButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        defaultValue={dayjs('2025-12-24')}
        minDate={dayjs('2025-12-01')}
        maxDate={dayjs('2026-03-31')}
        slots={{ field: SendDateButton }}
        slotProps={{ actionBar: { actions: ['clear', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
