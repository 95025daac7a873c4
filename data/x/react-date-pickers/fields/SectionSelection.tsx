import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { FieldRef, FieldSectionType, FieldSelectedSections } from '@mui/x-date-pickers/models';

const targets: FieldSectionType[] = ['month', 'day', 'year', 'hours', 'minutes', 'meridiem'];

export default function SectionSelection() {
  const fieldRef = React.useRef<FieldRef<Dayjs | null>>(null);
  const [selected, setSelected] = React.useState<FieldSelectedSections>(null);

  const sectionName = (index: number) => {
    const section = fieldRef.current?.getSections()[index];
    return section ? `${section.type} ("${section.value || section.placeholder}")` : 'unknown';
  };

  let status = 'No section is selected.';
  if (selected === 'all') {
    status = 'Every section is selected.';
  } else if (typeof selected === 'number') {
    status = `Selected: section ${selected}, ${sectionName(selected)}`;
  } else if (selected !== null) {
    status = `Selected: ${selected}`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {targets.map((type) => (
            <Button key={type} size="small" variant="outlined" onClick={() => fieldRef.current?.focusField(type)}>
              {type}
            </Button>
          ))}
          <Button
            size="small"
            variant="outlined"
            onClick={() => {
              fieldRef.current?.focusField();
              fieldRef.current?.setSelectedSections('all');
            }}
          >
            all
          </Button>
        </Stack>
        <DateTimeField
          label="Parcel collected"
          defaultValue={dayjs('2025-06-14T16:05')}
          unstableFieldRef={fieldRef}
          onSelectedSectionsChange={setSelected}
          sx={{ width: 280 }}
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {status}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
