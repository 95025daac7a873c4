import { DataGrid, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';

type Bike = { id: number; model: string; category: string; listPrice: number; salePrice: number };

const rows: Bike[] = [
  { id: 1, model: 'Ridgeback Trail 2', category: 'Mountain', listPrice: 1299, salePrice: 1099 },
  { id: 2, model: 'Cityline 7', category: 'Hybrid', listPrice: 649, salePrice: 649 },
  { id: 3, model: 'Aero SL', category: 'Road', listPrice: 2890, salePrice: 2450 },
  { id: 4, model: 'Folda Mini', category: 'Folding', listPrice: 899, salePrice: 799 },
  { id: 5, model: 'Cargo Duo', category: 'Cargo', listPrice: 3350, salePrice: 3190 },
];

// One partial definition, spread into every price column: formatting, alignment and
// a short operator list ("more than" / "less than") travel together.
const priceColumn: Partial<GridColDef<Bike>> = {
  type: 'number',
  width: 130,
  valueFormatter: (value?: number) => (value == null ? '' : `£${value.toLocaleString('en-GB')}`),
  filterOperators: getGridNumericOperators()
    .filter((operator) => operator.value === '>' || operator.value === '<')
    .map((operator) => ({ ...operator, label: operator.value === '>' ? 'more than' : 'less than' })),
};

const columns: GridColDef<Bike>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'listPrice', headerName: 'List price', ...priceColumn },
  { field: 'salePrice', headerName: 'Sale price', ...priceColumn },
];

export default function SharedPriceColumnType() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Bicycle prices"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ filter: { filterModel: { items: [{ field: 'salePrice', operator: '<', value: 1500 }] } } }}
      />
    </div>
  );
}
