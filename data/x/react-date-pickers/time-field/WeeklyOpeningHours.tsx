import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

type Hours = { day: string; opens: Dayjs | null; closes: Dayjs | null };

const at = (time: string) => dayjs(`2025-01-06T${time}`);

const initialHours: Hours[] = [
  { day: 'Monday', opens: at('09:00'), closes: at('18:00') },
  { day: 'Tuesday', opens: at('09:00'), closes: at('18:00') },
  { day: 'Wednesday', opens: at('09:00'), closes: at('20:00') },
  { day: 'Thursday', opens: at('09:00'), closes: at('18:00') },
  { day: 'Friday', opens: at('10:00'), closes: at('16:00') },
];

export default function WeeklyOpeningHours() {
  const [hours, setHours] = React.useState(initialHours);

  const update = (index: number, key: 'opens' | 'closes', value: Dayjs | null) =>
    setHours((prev) => prev.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '110px minmax(0, 140px) minmax(0, 140px)',
          gap: 1.5,
          alignItems: 'center',
        }}
      >
        {hours.map((row, index) => (
          <React.Fragment key={row.day}>
            <Typography variant="body2">{row.day}</Typography>
            <TimeField
              label={`${row.day.slice(0, 3)} opens`}
              size="small"
              ampm={false}
              value={row.opens}
              onChange={(value) => update(index, 'opens', value)}
              maxTime={row.closes ?? undefined}
            />
            <TimeField
              label={`${row.day.slice(0, 3)} closes`}
              size="small"
              ampm={false}
              value={row.closes}
              onChange={(value) => update(index, 'closes', value)}
              minTime={row.opens ?? undefined}
            />
          </React.Fragment>
        ))}
      </Box>
    </LocalizationProvider>
  );
}
