import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PublishSchedule() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2025-09-01T08:00'));
  const [saved, setSaved] = React.useState<Dayjs | null>(dayjs('2025-09-01T08:00'));
  const [changes, setChanges] = React.useState(0);
  const [saves, setSaves] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Publish the article at"
          value={draft}
          onChange={(newValue) => {
            setDraft(newValue);
            setChanges((count) => count + 1);
          }}
          onAccept={(newValue, context) => {
            // A real app would send the request here: once per committed value.
            if (context.validationError === null) {
              setSaved(newValue);
              setSaves((count) => count + 1);
            }
          }}
        />
        <Typography variant="body2">
          Shown in the field: {draft?.isValid() ? draft.format('MMM D, YYYY h:mm A') : 'incomplete'}
        </Typography>
        <Typography variant="body2">
          Saved on the server: {saved ? saved.format('MMM D, YYYY h:mm A') : 'not scheduled'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {changes} onChange call{changes === 1 ? '' : 's'}, {saves} save{saves === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
