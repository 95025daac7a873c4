import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { FieldSelectedSections } from '@mui/x-date-pickers/models';

const dateSections = ['day', 'month', 'year'];
const timeSections = ['hours', 'minutes'];

function describe(selected: FieldSelectedSections, names: string[]) {
  if (selected === null) {
    return 'none';
  }
  if (selected === 'all') {
    return 'all sections';
  }
  if (typeof selected === 'string') {
    return selected;
  }
  return `${names[selected]} (${selected + 1} of ${names.length})`;
}

export default function SectionInspector() {
  const [dateSection, setDateSection] = React.useState<FieldSelectedSections>(null);
  const [timeSection, setTimeSection] = React.useState<FieldSelectedSections>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 520 }}>
        <DateField
          label="Maintenance date"
          defaultValue={dayjs('2025-08-12')}
          format="DD/MM/YYYY"
          selectedSections={dateSection}
          onSelectedSectionsChange={setDateSection}
        />
        <TimeField
          label="Start time"
          defaultValue={dayjs('2025-08-12T22:30')}
          format="HH:mm"
          selectedSections={timeSection}
          onSelectedSectionsChange={setTimeSection}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        Date field section: {describe(dateSection, dateSections)}. Time field section:{' '}
        {describe(timeSection, timeSections)}.
      </Typography>
    </LocalizationProvider>
  );
}
