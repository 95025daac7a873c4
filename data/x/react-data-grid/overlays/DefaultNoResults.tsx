import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const wines = [
  { id: 1, name: 'Douro Tinto', region: 'Portugal', vintage: 2019, price: 14 },
  { id: 2, name: 'Rioja Crianza', region: 'Spain', vintage: 2018, price: 17 },
  { id: 3, name: 'Grüner Veltliner', region: 'Austria', vintage: 2022, price: 12 },
  { id: 4, name: 'Chianti Classico', region: 'Italy', vintage: 2020, price: 21 },
  { id: 5, name: 'Côtes du Rhône', region: 'France', vintage: 2021, price: 11 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Wine', flex: 1, minWidth: 160 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'vintage', headerName: 'Vintage', type: 'number', width: 100 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function DefaultNoResults() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Wine list"
        rows={wines}
        columns={columns}
        showToolbar
        hideFooter
        // No bottle costs more than €40: the filter leaves nothing to show.
        initialState={{
          filter: { filterModel: { items: [{ field: 'price', operator: '>', value: 40 }] } },
        }}
      />
    </div>
  );
}
