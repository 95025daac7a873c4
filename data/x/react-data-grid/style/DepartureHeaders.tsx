import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

type Departure = {
  id: string;
  destination: string;
  gate: string;
  scheduled: string;
  expected: string;
  delay: number;
};

const departures: Departure[] = [
  { id: 'NX 412', destination: 'Lisbon', gate: 'B12', scheduled: '09:05', expected: '09:05', delay: 0 },
  { id: 'KL 1768', destination: 'Amsterdam', gate: 'A03', scheduled: '09:20', expected: '09:45', delay: 25 },
  { id: 'IB 3201', destination: 'Madrid', gate: 'C07', scheduled: '09:40', expected: '09:40', delay: 0 },
  { id: 'SK 905', destination: 'Copenhagen', gate: 'B02', scheduled: '10:10', expected: '10:25', delay: 15 },
  { id: 'LH 2217', destination: 'Munich', gate: 'A11', scheduled: '10:35', expected: '11:50', delay: 75 },
];

// The function form receives the header's params, so one helper can serve several columns.
const timeHeader = (params: GridColumnHeaderParams) =>
  params.field === 'expected' ? 'header--time header--live' : 'header--time';

const columns: GridColDef<Departure>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  // Center both the header (headerAlign) and the cells (align): one does not imply the other.
  { field: 'gate', headerName: 'Gate', width: 80, align: 'center', headerAlign: 'center' },
  {
    field: 'scheduled',
    headerName: 'Scheduled',
    width: 110,
    align: 'center',
    headerAlign: 'center',
    headerClassName: timeHeader,
  },
  {
    field: 'expected',
    headerName: 'Expected',
    width: 110,
    align: 'center',
    headerAlign: 'center',
    headerClassName: timeHeader,
  },
  // Number columns are right-aligned by default, header included.
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 110 },
];

export default function DepartureHeaders() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        label="Morning departures"
        rows={departures}
        columns={columns}
        hideFooter
        sx={(theme) => ({
          '& .header--time': {
            backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.1),
          },
          '& .header--live .MuiDataGrid-columnHeaderTitle': {
            fontWeight: 700,
            color: (theme.vars || theme).palette.primary.main,
          },
        })}
      />
    </div>
  );
}
