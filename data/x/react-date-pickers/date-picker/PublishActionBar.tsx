import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function PublishActionBar() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-10-06'));
  const [scheduled, setScheduled] = React.useState<Dayjs | null>(dayjs('2025-10-06'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} alignItems="flex-start">
        <DatePicker
          label="Publication date"
          value={draft}
          onChange={setDraft}
          onAccept={setScheduled}
          closeOnSelect={false}
          slotProps={{
            actionBar: { actions: ['today', 'clear', 'cancel', 'accept'] },
            toolbar: { hidden: false, toolbarFormat: 'ddd, MMM D' },
            popper: { placement: 'bottom-end' },
          }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          In the field: {draft?.isValid() ? draft.format('MMM D, YYYY') : 'none'} · Scheduled:{' '}
          {scheduled?.isValid() ? scheduled.format('MMM D, YYYY') : 'not scheduled'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
