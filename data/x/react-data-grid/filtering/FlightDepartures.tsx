import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Flight = {
  id: string;
  destination: string;
  departure: Date;
  seatsLeft: number;
  onTime: boolean;
  cabin: 'Economy' | 'Premium' | 'Business';
};

const flights: Flight[] = [
  { id: 'BA117', destination: 'New York', departure: new Date(2025, 2, 14, 8, 30), seatsLeft: 12, onTime: true, cabin: 'Economy' },
  { id: 'LH903', destination: 'Frankfurt', departure: new Date(2025, 2, 14, 11, 5), seatsLeft: 0, onTime: false, cabin: 'Business' },
  { id: 'AF1681', destination: 'Paris', departure: new Date(2025, 2, 15, 7, 45), seatsLeft: 31, onTime: true, cabin: 'Economy' },
  { id: 'KL1000', destination: 'Amsterdam', departure: new Date(2025, 2, 15, 13, 20), seatsLeft: 4, onTime: true, cabin: 'Premium' },
  { id: 'IB3167', destination: 'Madrid', departure: new Date(2025, 2, 16, 9, 10), seatsLeft: 18, onTime: false, cabin: 'Economy' },
  { id: 'EK002', destination: 'Dubai', departure: new Date(2025, 2, 16, 20, 40), seatsLeft: 2, onTime: true, cabin: 'Business' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'departure', headerName: 'Departure', type: 'dateTime', width: 180 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
  { field: 'onTime', headerName: 'On time', type: 'boolean', width: 90 },
  { field: 'cabin', headerName: 'Cabin', type: 'singleSelect', valueOptions: ['Economy', 'Premium', 'Business'], width: 110 },
];

const shortcuts = [
  { field: 'destination', label: 'Destination' },
  { field: 'departure', label: 'Departure' },
  { field: 'seatsLeft', label: 'Seats left' },
  { field: 'onTime', label: 'On time' },
];

export default function FlightDepartures() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {shortcuts.map((shortcut) => (
          <Button
            key={shortcut.field}
            size="small"
            variant="outlined"
            startIcon={<FilterListIcon />}
            // Opens the panel with a new filter on this column.
            onClick={() => apiRef.current?.showFilterPanel(shortcut.field)}
          >
            {shortcut.label}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 340 }}>
        <DataGrid label="Departures" apiRef={apiRef} rows={flights} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
