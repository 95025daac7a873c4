import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridClasses, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type RoomWeek = { id: string; mon: number; tue: number; wed: number; thu: number; fri: number };

// Share of bookable slots taken, per treatment room and weekday.
const rooms: RoomWeek[] = [
  { id: 'Room 1 (GP)', mon: 96, tue: 88, wed: 72, thu: 91, fri: 64 },
  { id: 'Room 2 (GP)', mon: 84, tue: 93, wed: 58, thu: 77, fri: 41 },
  { id: 'Room 3 (dental)', mon: 45, tue: 52, wed: 100, thu: 66, fri: 98 },
  { id: 'Room 4 (physio)', mon: 71, tue: 38, wed: 82, thu: 95, fri: 57 },
  { id: 'Room 5 (bloods)', mon: 100, tue: 97, wed: 90, thu: 68, fri: 33 },
];

const percent = (value: number) => `${value}%`;

const dayColumns: GridColDef<RoomWeek>[] = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  field: day,
  headerName: day.charAt(0).toUpperCase() + day.slice(1),
  type: 'number',
  width: 90,
  valueFormatter: percent,
}));

const columns: GridColDef<RoomWeek>[] = [
  { field: 'id', headerName: 'Room', flex: 1, minWidth: 150 },
  ...dayColumns,
];

// One rule for every cell of the grid, whatever its column.
function loadClass(params: GridCellParams<RoomWeek>) {
  if (params.field === 'id' || typeof params.value !== 'number') {
    return '';
  }
  if (params.value >= 90) {
    return 'load--full';
  }
  return params.value < 50 ? 'load--quiet' : '';
}

export default function ClinicRoomLoad() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" component="p">
        Bold on a tinted cell: 90% or more booked. Italic: under 50%.
      </Typography>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          label="Room occupancy by weekday"
          rows={rooms}
          columns={columns}
          hideFooter
          getCellClassName={loadClass}
          sx={(theme) => ({
            [`& .${gridClasses.cell}.load--full`]: {
              backgroundColor: theme.alpha((theme.vars || theme).palette.warning.main, 0.2),
              fontWeight: 700,
            },
            [`& .${gridClasses.cell}.load--quiet`]: {
              fontStyle: 'italic',
              color: (theme.vars || theme).palette.text.secondary,
            },
          })}
        />
      </div>
    </Stack>
  );
}
