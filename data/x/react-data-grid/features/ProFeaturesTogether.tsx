import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Route = { id: number; code: string; driver: string; depot: string; stops: number; km: number };

const routes: Route[] = [
  { id: 1, code: 'R-101', driver: 'Ines Moreau', depot: 'North', stops: 18, km: 142 },
  { id: 2, code: 'R-102', driver: 'Tariq Aziz', depot: 'North', stops: 22, km: 168 },
  { id: 3, code: 'R-201', driver: 'Greta Holm', depot: 'South', stops: 15, km: 121 },
  { id: 4, code: 'R-202', driver: 'Kofi Mensah', depot: 'South', stops: 27, km: 203 },
  { id: 5, code: 'R-301', driver: 'Yuki Tanaka', depot: 'East', stops: 12, km: 96 },
  { id: 6, code: 'R-302', driver: 'Rosa Delgado', depot: 'East', stops: 20, km: 151 },
];

const columns: GridColDef<Route>[] = [
  { field: 'code', headerName: 'Route', width: 100 },
  { field: 'driver', headerName: 'Driver', flex: 1, minWidth: 150 },
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'stops', headerName: 'Stops', type: 'number', width: 110 },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 140 },
];

// A pinned row shows totals of the routes; header filters sit under the column titles.
const totals: Route = {
  id: 0,
  code: 'Total',
  driver: `${routes.length} drivers`,
  depot: '',
  stops: routes.reduce((sum, r) => sum + r.stops, 0),
  km: routes.reduce((sum, r) => sum + r.km, 0),
};

export default function ProFeaturesTogether() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={routes}
        columns={columns}
        headerFilters
        pinnedRows={{ bottom: [totals] }}
        initialState={{ pinnedColumns: { left: ['code'] } }}
      />
    </div>
  );
}
