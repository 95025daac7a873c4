import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 };
const schoolDay = {
  minTime: dayjs('2025-09-08T08:00'),
  maxTime: dayjs('2025-09-08T16:00'),
  skipDisabled: true,
  ampm: false,
};

export default function ClassTimetableSteps() {
  const [lesson, setLesson] = React.useState<Dayjs | null>(dayjs('2025-09-08T11:15'));
  const [exam, setExam] = React.useState<Dayjs | null>(dayjs('2025-09-08T10:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack spacing={1}>
          <Typography variant="body2">Lessons: timeStep=75</Typography>
          <DigitalClock
            {...schoolDay}
            timeStep={75}
            value={lesson}
            onChange={setLesson}
            sx={{ ...frame, width: 130 }}
          />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="body2">Exams: every 2 hours, 20 minutes</Typography>
          <MultiSectionDigitalClock
            {...schoolDay}
            timeSteps={{ hours: 2, minutes: 20 }}
            value={exam}
            onChange={setExam}
            sx={frame}
          />
          <Typography variant="body2" color="text.secondary">
            Exam starts at {exam ? exam.format('HH:mm') : '--:--'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
