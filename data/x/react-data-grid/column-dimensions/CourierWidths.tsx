import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, courier: 'Swift Pedal', zone: 'Centre', notes: 'Cargo bike, max 40 kg, no stairs above 3rd floor' },
  { id: 2, courier: 'Metro Vans', zone: 'East', notes: 'Two-person crew for furniture and white goods' },
  { id: 3, courier: 'NightOwl', zone: 'All zones', notes: 'Evening slots 19:00–23:00 only' },
];

const columns: GridColDef[] = [
  // No width: the default of 100 px.
  { field: 'courier', headerName: 'Courier' },
  { field: 'zone', headerName: 'Zone' },
  // An explicit width in pixels.
  { field: 'notes', headerName: 'Service notes', width: 360 },
];

export default function CourierWidths() {
  return (
    <div style={{ height: 240, width: '100%' }}>
      <DataGrid label="Couriers" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
