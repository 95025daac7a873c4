import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpenButtonAdornmentProps() {
  const [opened, setOpened] = React.useState(0);
  const [isOpen, setIsOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Invoice due"
          defaultValue={dayjs('2025-07-31')}
          // Track opening here, not in the button's onClick: this also covers the keyboard and custom fields.
          onOpen={() => {
            setOpened((count) => count + 1);
            setIsOpen(true);
          }}
          onClose={() => setIsOpen(false)}
          slotProps={{
            // Props of the IconButton.
            openPickerButton: { color: 'secondary', size: 'small' },
            // Props of the InputAdornment around it.
            inputAdornment: {
              sx: { borderLeft: 1, borderColor: 'divider', pl: 0.5, ml: 1 },
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          Calendar {isOpen ? 'open' : 'closed'}, opened {opened} {opened === 1 ? 'time' : 'times'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
