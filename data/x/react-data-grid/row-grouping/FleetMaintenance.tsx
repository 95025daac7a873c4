import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Job = { id: number; depot: string; vehicle: string; plate: string; task: string; cost: number; due: string };

// depot, vehicle, plate, task, cost, due date
const data: [string, string, string, string, number, string][] = [
  ['Antwerp', 'Van', '1-VXK-204', 'Brake pads', 320, '2025-05-02'],
  ['Antwerp', 'Van', '1-VXK-219', 'Oil service', 145, '2025-05-06'],
  ['Antwerp', 'Truck', '1-TRA-011', 'Tachograph check', 90, '2025-05-03'],
  ['Antwerp', 'Truck', '1-TRA-014', 'Tyres (6)', 2_140, '2025-05-12'],
  ['Antwerp', 'E-cargo bike', 'B-17', 'Battery swap', 480, '2025-05-09'],
  ['Liège', 'Van', '1-VLG-330', 'Windscreen', 410, '2025-05-05'],
  ['Liège', 'Van', '1-VLG-341', 'Oil service', 150, '2025-05-14'],
  ['Liège', 'Truck', '1-TLG-002', 'Clutch', 1_760, '2025-05-07'],
  ['Liège', 'E-cargo bike', 'B-04', 'Chain and sprockets', 95, '2025-05-02'],
  ['Liège', 'E-cargo bike', 'B-09', 'Brake pads', 60, '2025-05-16'],
  ['Ghent', 'Van', '1-VGH-120', 'Air conditioning', 260, '2025-05-08'],
  ['Ghent', 'Truck', '1-TGH-021', 'Annual inspection', 210, '2025-05-13'],
];
const rows: Job[] = data.map(([depot, vehicle, plate, task, cost, due], index) => ({
  id: index + 1, depot, vehicle, plate, task, cost, due,
}));

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Job>[] = [
  { field: 'depot', headerName: 'Depot', width: 110 },
  { field: 'vehicle', headerName: 'Vehicle type', width: 130 },
  { field: 'plate', headerName: 'Vehicle', width: 120, groupable: false },
  { field: 'task', headerName: 'Task', width: 170, groupable: false },
  { field: 'cost', headerName: 'Estimate', type: 'number', width: 110,
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)) },
  { field: 'due', headerName: 'Due', width: 110 },
];

export default function FleetMaintenance() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['depot', 'vehicle'] },
      aggregation: { model: { cost: 'sum' } },
      sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
      // The plate already shows in the grouping column.
      columns: { columnVisibilityModel: { plate: false } },
    },
  });

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ leafField: 'plate', headerName: 'Depot / vehicle', width: 230 }}
        defaultGroupingExpansionDepth={1}
        showToolbar
        density="compact"
        disableRowSelectionOnClick
        label="Fleet maintenance plan, May 2025"
      />
    </div>
  );
}
