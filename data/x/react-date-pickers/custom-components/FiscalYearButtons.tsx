import * as React from 'react';
import dayjs from 'dayjs';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

const filedYears = new Set([2019, 2020, 2021, 2022, 2023]);

type FiscalYearButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  // The slot's owner state (the picker state plus these two flags).
  ownerState: { isYearSelected: boolean; isYearDisabled: boolean };
};

const FiscalYearButton = React.forwardRef<HTMLButtonElement, FiscalYearButtonProps>(
  function FiscalYearButton(props, ref) {
    // `ownerState` is for us; everything else (handlers, tabIndex, ARIA) goes on the button.
    const { ownerState, children, className, ...other } = props;
    const year = Number(children);
    const status = filedYears.has(year) ? 'filed' : 'open';

    return (
      <ButtonBase
        ref={ref}
        {...other}
        className={className}
        sx={{
          flexDirection: 'column',
          width: 76,
          py: 0.5,
          borderRadius: 1,
          bgcolor: ownerState.isYearSelected ? 'primary.main' : 'transparent',
          color: ownerState.isYearSelected ? 'primary.contrastText' : 'text.primary',
          '&:hover, &:focus-visible': { outline: '2px solid', outlineColor: 'primary.light' },
        }}
      >
        <span>FY {children}</span>
        <Typography variant="caption" sx={{ fontStyle: 'italic' }}>
          {status}
        </Typography>
      </ButtonBase>
    );
  },
);

export default function FiscalYearButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <YearCalendar
        aria-label="Tax year"
        defaultValue={dayjs('2023-01-01')}
        minDate={dayjs('2019-01-01')}
        maxDate={dayjs('2026-12-31')}
        yearsPerRow={4}
        slots={{ yearButton: FiscalYearButton }}
      />
    </LocalizationProvider>
  );
}
