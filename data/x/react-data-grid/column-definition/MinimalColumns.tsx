import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'Kew Gardens', rainfall: 2.4, sunshine: 5.1 },
  { id: 2, station: 'Heathrow', rainfall: 1.8, sunshine: 6.3 },
  { id: 3, station: 'Oxford', rainfall: 3.2, sunshine: 4.7 },
  { id: 4, station: 'Cambridge', rainfall: 0.9, sunshine: 7.0 },
];

// Only `field` is required: it names the column and the row property it reads.
const columns: GridColDef[] = [{ field: 'station' }, { field: 'rainfall' }, { field: 'sunshine' }];

export default function MinimalColumns() {
  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGrid label="Weather stations" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
