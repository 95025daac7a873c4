import * as React from 'react';
import dayjs from 'dayjs';
import ButtonBase from '@mui/material/ButtonBase';
import LockIcon from '@mui/icons-material/Lock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Accounting periods already closed, by the month's short label.
const closed = new Set(['Jan', 'Feb', 'Mar', 'Apr', 'May']);

type PeriodButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  // The slot's owner state (the picker state plus these two flags).
  ownerState: { isMonthSelected: boolean; isMonthDisabled: boolean };
};

const PeriodButton = React.forwardRef<HTMLButtonElement, PeriodButtonProps>(
  function PeriodButton(props, ref) {
    const { ownerState, children, 'aria-label': ariaLabel, ...other } = props;
    // `children` is the short label, `aria-label` the full month name.
    const isClosed = closed.has(String(children));

    return (
      <ButtonBase
        ref={ref}
        {...other}
        aria-label={isClosed ? `${ariaLabel}, closed` : ariaLabel}
        sx={{
          gap: 0.5,
          width: 72,
          height: 36,
          borderRadius: 1,
          border: '1px solid',
          borderColor: ownerState.isMonthSelected ? 'primary.main' : 'divider',
          bgcolor: ownerState.isMonthSelected ? 'primary.main' : 'transparent',
          color: ownerState.isMonthSelected ? 'primary.contrastText' : 'text.primary',
        }}
      >
        {children}
        {isClosed ? <LockIcon sx={{ fontSize: 14 }} /> : null}
      </ButtonBase>
    );
  },
);

export default function ClosedPeriodMonths() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MonthCalendar
        aria-label="Accounting period"
        defaultValue={dayjs('2025-06-01')}
        slots={{ monthButton: PeriodButton }}
      />
    </LocalizationProvider>
  );
}
