import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Container = { id: string; vessel: string; origin: string; weightT: number; reefer: boolean; eta: Date };

const rows: Container[] = [
  { id: 'MSKU 481220-7', vessel: 'Nordic Tern', origin: 'Rotterdam', weightT: 21.4, reefer: false, eta: new Date(2025, 5, 2) },
  { id: 'CMAU 330981-2', vessel: 'Nordic Tern', origin: 'Antwerp', weightT: 18.9, reefer: true, eta: new Date(2025, 5, 2) },
  { id: 'HLXU 772014-5', vessel: 'Cape Auriga', origin: 'Hamburg', weightT: 26.1, reefer: false, eta: new Date(2025, 5, 4) },
  { id: 'TGHU 109344-0', vessel: 'Cape Auriga', origin: 'Le Havre', weightT: 12.3, reefer: true, eta: new Date(2025, 5, 4) },
  { id: 'OOLU 565503-9', vessel: 'Silver Heron', origin: 'Felixstowe', weightT: 24.8, reefer: false, eta: new Date(2025, 5, 7) },
];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A fixed format, so the server and every browser print the same text.
const formatDay = (value?: Date) => (value ? `${value.getDate()} ${months[value.getMonth()]} ${value.getFullYear()}` : '');

const columns: GridColDef<Container>[] = [
  { field: 'id', headerName: 'Container', width: 150 },
  { field: 'vessel', headerName: 'Vessel', width: 140 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  { field: 'weightT', headerName: 'Weight (t)', type: 'number', width: 130 },
  { field: 'reefer', headerName: 'Reefer', type: 'boolean', width: 110 },
  { field: 'eta', headerName: 'ETA', type: 'date', width: 160, valueFormatter: formatDay },
];

export default function ShippingManifestHeaderRow() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        label="Container manifest"
        rows={rows}
        columns={columns}
        headerFilters
        // A taller filter row, and a clear button in each cell that has a value.
        headerFilterHeight={62}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{ filter: { filterModel: { items: [{ id: 1, field: 'vessel', operator: 'contains', value: 'tern' }] } } }}
        sx={{
          '& .MuiDataGrid-columnHeader--filter': { bgcolor: 'action.hover' },
          '& .MuiDataGrid-columnHeaderFilterInput': { fontSize: 13 },
        }}
      />
    </div>
  );
}
