import { ThemeProvider, createTheme } from '@mui/material/styles';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs from 'dayjs';

const theme = createTheme({
  palette: { primary: { main: '#00796b' } },
  shape: { borderRadius: 6 },
});

type Booking = { id: number; guest: string; room: string; nights: number };

const rows: Booking[] = [
  { id: 1, guest: 'Amara Okafor', room: '204', nights: 3 },
  { id: 2, guest: 'Jonas Berg', room: '117', nights: 1 },
  { id: 3, guest: 'Lucía Márquez', room: '305', nights: 5 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];

export default function BookingDesk() {
  return (
    <ThemeProvider theme={theme}>
      {/* The theme's own background and text colours for this part of the page, whatever surrounds it. */}
      <ScopedCssBaseline sx={{ p: 2, borderRadius: 1 }}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <DateCalendar defaultValue={dayjs('2025-06-12')} />
            <div style={{ height: 320, flex: 1, minWidth: 0 }}>
              <DataGrid rows={rows} columns={columns} checkboxSelection />
            </div>
          </Stack>
        </LocalizationProvider>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
