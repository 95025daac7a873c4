import * as React from 'react';
import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import IconButton from '@mui/material/IconButton';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';

// A square button, and square days to match it.
const SquareButton = styled(IconButton)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const SquareDay = styled(PickersDay)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
}));

export default function NestedAdornmentSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Harvest date"
        defaultValue={dayjs('2025-09-08')}
        // Three nested slots: the adornment holds the button, which holds the icon.
        slots={{ openPickerButton: SquareButton, openPickerIcon: AgricultureIcon, day: SquareDay }}
        slotProps={{
          inputAdornment: { sx: { ml: 0.5 } },
          openPickerButton: { color: 'success', size: 'small' },
          openPickerIcon: { fontSize: 'small' },
          textField: { color: 'success', helperText: 'Vineyard block C' },
        }}
        sx={{ width: 260 }}
      />
    </LocalizationProvider>
  );
}
