import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Session = { start: number; hours: number; title: string };
type Room = { id: string; room: string; sessions: Session[] };

const rooms: Room[] = [
  { id: 'a', room: 'Hall A', sessions: [{ start: 9, hours: 2, title: 'Opening keynote' }, { start: 11, hours: 1, title: 'State of CSS' }, { start: 13, hours: 3, title: 'Accessibility lab' }] },
  { id: 'b', room: 'Room B', sessions: [{ start: 9, hours: 1, title: 'Rust for web devs' }, { start: 10, hours: 2, title: 'Design tokens in practice' }, { start: 14, hours: 2, title: 'Testing React apps' }] },
  { id: 'c', room: 'Room C', sessions: [{ start: 10, hours: 1, title: 'Lightning talks' }, { start: 11, hours: 4, title: 'Hands-on: building a data grid' }] },
];

const hours = [9, 10, 11, 12, 13, 14, 15];

const sessionAt = (row: Room, hour: number) => row.sessions.find((s) => s.start === hour);

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 100 },
  ...hours.map<GridColDef<Room>>((hour) => ({
    field: `h${hour}`,
    headerName: `${hour}:00`,
    width: 130,
    sortable: false,
    cellClassName: (params) => (params.value ? 'session' : ''),
    valueGetter: (_value, row) => sessionAt(row, hour)?.title ?? '',
    // A session cell spans as many hourly columns as the session lasts.
    colSpan: (_value, row) => sessionAt(row, hour)?.hours ?? 1,
  })),
];

export default function ConferenceSchedule() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        '& .session': { bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, fontWeight: 500 },
      }}
    >
      <DataGrid rows={rooms} columns={columns} hideFooter disableColumnFilter showCellVerticalBorder />
    </Box>
  );
}
