import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri';
type Booking = { id: string; label: string; day: Day; from: number; to: number };

// Bookings of a rehearsal studio; `to` is the first hour after the booking.
const bookings: Booking[] = [
  { id: 'b1', label: 'The Tidelines: rehearsal', day: 'mon', from: 10, to: 13 },
  { id: 'b2', label: 'Choir sectional', day: 'mon', from: 15, to: 17 },
  { id: 'b3', label: 'Podcast recording', day: 'tue', from: 9, to: 11 },
  { id: 'b4', label: 'Podcast recording', day: 'tue', from: 11, to: 12 },
  { id: 'b5', label: 'Drum lessons', day: 'wed', from: 13, to: 17 },
  { id: 'b6', label: 'String quartet', day: 'thu', from: 9, to: 12 },
  { id: 'b7', label: 'Voice-over session', day: 'fri', from: 12, to: 14 },
  { id: 'b8', label: 'The Tidelines: mixing', day: 'fri', from: 14, to: 17 },
];

const days: { field: Day; headerName: string }[] = [
  { field: 'mon', headerName: 'Mon 2 Jun' },
  { field: 'tue', headerName: 'Tue 3 Jun' },
  { field: 'wed', headerName: 'Wed 4 Jun' },
  { field: 'thu', headerName: 'Thu 5 Jun' },
  { field: 'fri', headerName: 'Fri 6 Jun' },
];

type HourRow = { id: number; hour: string } & Partial<Record<Day, Booking>>;

// One row per hour; each day column holds the booking covering that hour, if any.
const rows: HourRow[] = Array.from({ length: 8 }, (_, index) => {
  const hour = 9 + index;
  const row: HourRow = { id: hour, hour: `${hour}:00` };
  for (const booking of bookings) {
    if (hour >= booking.from && hour < booking.to) {
      row[booking.day] = booking;
    }
  }
  return row;
});

const columns: GridColDef<HourRow>[] = [
  { field: 'hour', headerName: 'Hour', width: 80, sortable: false },
  ...days.map(
    ({ field, headerName }): GridColDef<HourRow> => ({
      field,
      headerName,
      flex: 1,
      minWidth: 130,
      sortable: false,
      // Shown and exported: the label. Compared for spanning: the booking id, so two
      // back-to-back bookings with the same label (Tuesday) stay separate.
      valueGetter: (value: Booking | undefined) => value?.label ?? null,
      rowSpanValueGetter: (value: Booking | undefined) => value?.id ?? null,
      cellClassName: (params) => (params.value ? 'slot--booked' : ''),
    }),
  ),
];

export default function StudioBookingCalendar() {
  const [merge, setMerge] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={merge} onChange={(event) => setMerge(event.target.checked)} />}
        label="Merge booked hours (rowSpanning)"
      />
      <div style={{ height: 480, width: '100%' }}>
        <DataGrid
          label="Studio bookings, week of 2 June"
          rows={rows}
          columns={columns}
          rowSpanning={merge}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          disableColumnMenu
          hideFooter
          sx={(theme) => ({
            [`& .${gridClasses.cell}.slot--booked`]: {
              backgroundColor: theme.alpha((theme.vars || theme).palette.secondary.main, 0.1),
              whiteSpace: 'normal',
              lineHeight: 1.35,
              display: 'flex',
              alignItems: 'center',
            },
          })}
        />
      </div>
    </Stack>
  );
}
