import {
  DataGridPro,
  GridLogicOperator,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';

const listings = [
  { id: 1, address: '12 Canal Street', district: 'Old Town', bedrooms: 2, rent: 1450, furnished: true },
  { id: 2, address: '4 Orchard Lane', district: 'Riverside', bedrooms: 3, rent: 1890, furnished: false },
  { id: 3, address: '88 Mill Road', district: 'Old Town', bedrooms: 1, rent: 980, furnished: true },
  { id: 4, address: '19 Station Approach', district: 'Northfield', bedrooms: 2, rent: 1210, furnished: false },
  { id: 5, address: '7 Harbour View', district: 'Riverside', bedrooms: 4, rent: 2650, furnished: true },
  { id: 6, address: '31 Elm Terrace', district: 'Northfield', bedrooms: 3, rent: 1540, furnished: true },
];

const columns: GridColDef[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'district', headerName: 'District', width: 120 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (€/month)', type: 'number', width: 130 },
  { field: 'furnished', headerName: 'Furnished', type: 'boolean', width: 100 },
];

// A column already used by another filter row is not offered again.
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns.filter((column) => column.field === field || !used.has(column.field)).map((column) => column.field);
};

// "Add filter" starts on the first column that has no filter yet, and does nothing once all are used.
const getColumnForNewFilter = ({ currentFilters, columns: allColumns }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

export default function OneFilterPerColumn() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Rental listings"
        rows={listings}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // Only "And" makes sense when each column has at most one condition.
            logicOperators: [GridLogicOperator.And],
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'rent', operator: '<', value: 1600 }] } },
        }}
      />
    </div>
  );
}
