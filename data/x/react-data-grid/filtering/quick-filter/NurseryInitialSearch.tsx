import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plant = { id: number; name: string; light: string; water: string; height: number; potSize: string };

const rows: Plant[] = [
  { id: 1, name: 'Hosta "June"', light: 'Full shade', water: 'Moist', height: 40, potSize: '2 L' },
  { id: 2, name: 'Lavender "Hidcote"', light: 'Full sun', water: 'Dry', height: 50, potSize: '1 L' },
  { id: 3, name: 'Japanese painted fern', light: 'Partial shade', water: 'Moist', height: 45, potSize: '2 L' },
  { id: 4, name: 'Rosemary', light: 'Full sun', water: 'Dry', height: 90, potSize: '3 L' },
  { id: 5, name: 'Foxglove', light: 'Partial shade', water: 'Average', height: 120, potSize: '2 L' },
  { id: 6, name: 'Heuchera "Palace Purple"', light: 'Partial shade', water: 'Average', height: 35, potSize: '1 L' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 180 },
  { field: 'light', headerName: 'Light', width: 130 },
  { field: 'water', headerName: 'Water', width: 100 },
  { field: 'height', headerName: 'Height (cm)', type: 'number', width: 110 },
  { field: 'potSize', headerName: 'Pot', width: 70 },
];

export default function NurseryInitialSearch() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        label="Plant nursery"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{
          // Opens on plants for shady spots; the search field shows "shade moist" and stays editable.
          filter: { filterModel: { items: [], quickFilterValues: ['shade', 'moist'] } },
        }}
      />
    </div>
  );
}
