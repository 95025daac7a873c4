import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DialogActions from '@mui/material/DialogActions';
import ClearIcon from '@mui/icons-material/Clear';
import TodayIcon from '@mui/icons-material/Today';
import UndoIcon from '@mui/icons-material/Undo';
import CheckIcon from '@mui/icons-material/Check';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersActionBarAction,
  PickersActionBarProps,
} from '@mui/x-date-pickers/PickersActionBar';
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks';

function IconBar(props: PickersActionBarProps) {
  const { actions, className, sx } = props;
  const t = usePickerTranslations();
  const picker = usePickerContext<Dayjs | null>();

  if (!actions || actions.length === 0) {
    return null;
  }

  // Each action of `slotProps.actionBar.actions` becomes an icon button.
  const buttons: Record<PickersActionBarAction, [string, React.ReactNode, () => void]> = {
    clear: [t.clearButtonLabel, <ClearIcon />, picker.clearValue],
    today: [t.todayButtonLabel, <TodayIcon />, picker.setValueToToday],
    cancel: [t.cancelButtonLabel, <UndoIcon />, picker.cancelValueChanges],
    accept: [t.okButtonLabel, <CheckIcon />, picker.acceptValueChanges],
    next: [t.nextStepButtonLabel, <ArrowForwardIcon />, picker.goToNextStep],
    nextOrAccept: picker.hasNextStep
      ? [t.nextStepButtonLabel, <ArrowForwardIcon />, picker.goToNextStep]
      : [t.okButtonLabel, <CheckIcon />, picker.acceptValueChanges],
  };

  return (
    <DialogActions className={className} sx={sx}>
      {actions.map((action) => {
        const [label, icon, run] = buttons[action];
        return (
          <Tooltip key={action} title={label}>
            <IconButton aria-label={label} onClick={run} color="primary">
              {icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </DialogActions>
  );
}

export default function IconActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2025-10-02')}
        slots={{ actionBar: IconBar }}
        slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
