import { DataGrid, GridLogicOperator, type GridColDef } from '@mui/x-data-grid';

const orders = [
  { id: 'SO-2301', customer: 'Lena Fischer', city: 'Berlin', carrier: 'DHL Express', total: 129.9 },
  { id: 'SO-2302', customer: 'Omar Haddad', city: 'Amman', carrier: 'Aramex', total: 54 },
  { id: 'SO-2303', customer: 'Priya Nair', city: 'Kochi', carrier: 'Blue Dart', total: 310.25 },
  { id: 'SO-2304', customer: 'Tomás Ruiz', city: 'Sevilla', carrier: 'DHL Express', total: 18.5 },
  { id: 'SO-2305', customer: 'Emma de Vries', city: 'Den Haag', carrier: 'PostNL', total: 76.4 },
  { id: 'SO-2306', customer: 'Kwame Boateng', city: 'Kumasi', carrier: 'Aramex', total: 205 },
  { id: 'SO-2307', customer: 'Julia Nowak', city: 'Kraków', carrier: 'InPost', total: 44.1 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
];

// "DHL Express, Aramex" becomes ['DHL Express', 'Aramex']: phrases with spaces stay whole.
const parseCommaSeparated = (input: string) =>
  input
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export default function OrderSearchParser() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Orders"
        rows={orders}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseCommaSeparated,
              quickFilterFormatter: (values) => values.join(', '),
              debounceMs: 300,
            },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['DHL Express', 'Aramex'],
              // A row matching any one of the phrases is kept.
              quickFilterLogicOperator: GridLogicOperator.Or,
            },
          },
        }}
      />
    </div>
  );
}
