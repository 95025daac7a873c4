import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ArrowDropUpIcon from '@mui/icons-material/ArrowDropUp';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { SvgIconProps } from '@mui/material/SvgIcon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Reads the picker's state: an arrow pointing down while closed, up while open.
function DropdownArrowIcon(props: SvgIconProps) {
  const { open } = usePickerContext();
  return open ? <ArrowDropUpIcon {...props} /> : <ArrowDropDownIcon {...props} />;
}

export default function InspectionStatusIcons() {
  const [inspection, setInspection] = React.useState<Dayjs | null>(null);
  const scheduled = inspection != null && inspection.isValid();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Boiler inspection"
          value={inspection}
          onChange={setInspection}
          referenceDate={dayjs('2025-09-01')}
          slots={{ openPickerIcon: scheduled ? EventAvailableIcon : EventBusyIcon }}
          slotProps={{
            openPickerIcon: { color: scheduled ? 'success' : 'warning' },
            textField: { helperText: scheduled ? 'Scheduled' : 'Not scheduled yet' },
          }}
        />
        <DatePicker
          label="Next service"
          defaultValue={dayjs('2025-10-20')}
          slots={{ openPickerIcon: DropdownArrowIcon }}
          // The props of the icon can also depend on the picker's state.
          slotProps={{
            openPickerIcon: (ownerState) => ({ color: ownerState.isPickerOpen ? 'primary' : 'action' }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
