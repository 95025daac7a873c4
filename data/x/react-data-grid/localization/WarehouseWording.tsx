import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';

// Only the keys you list change; every other string keeps its default.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Search pallets…',
  footerRowSelected: (count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'pallet' : 'pallets'} picked`,
  paginationRowsPerPage: 'Pallets per page:',
  booleanCellTrueLabel: 'Cleared by customs',
  booleanCellFalseLabel: 'Waiting for customs',
  columnMenuSortAsc: 'Sort A to Z / low to high',
  columnMenuSortDesc: 'Sort Z to A / high to low',
  noResultsOverlayLabel: 'No pallet matches this search.',
};

const pallets = [
  { id: 'PLT-3301', contents: 'Ceramic tiles', weightKg: 812, bay: 'A4', cleared: true },
  { id: 'PLT-3302', contents: 'Garden furniture', weightKg: 405, bay: 'A7', cleared: false },
  { id: 'PLT-3303', contents: 'Paper towels', weightKg: 188, bay: 'B1', cleared: true },
  { id: 'PLT-3304', contents: 'Bicycle frames', weightKg: 356, bay: 'C2', cleared: true },
  { id: 'PLT-3305', contents: 'Olive oil', weightKg: 930, bay: 'B5', cleared: false },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Pallet', width: 110 },
  { field: 'contents', headerName: 'Contents', flex: 1, minWidth: 150 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'bay', headerName: 'Bay', width: 80 },
  { field: 'cleared', headerName: 'Customs', type: 'boolean', width: 100 },
];

export default function WarehouseWording() {
  return (
    <div style={{ height: 430, width: '100%' }}>
      <DataGrid
        label="Inbound pallets"
        rows={pallets}
        columns={columns}
        localeText={localeText}
        checkboxSelection
        showToolbar
      />
    </div>
  );
}
