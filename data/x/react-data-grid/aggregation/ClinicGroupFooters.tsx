import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

type Visit = { id: number; department: string; patient: string; minutes: number };

const rows: Visit[] = [
  { id: 1, department: 'Cardiology', patient: 'R. Okafor', minutes: 30 },
  { id: 2, department: 'Cardiology', patient: 'L. Moreau', minutes: 45 },
  { id: 3, department: 'Dermatology', patient: 'S. Nakamura', minutes: 15 },
  { id: 4, department: 'Dermatology', patient: 'P. Gallo', minutes: 20 },
  { id: 5, department: 'Dermatology', patient: 'E. Lindqvist', minutes: 15 },
];

const columns: GridColDef<Visit>[] = [
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'patient', headerName: 'Patient', width: 150 },
  { field: 'minutes', headerName: 'Booked (min)', type: 'number', width: 150 },
];

// A footer row closes each department; the whole schedule gets no grand total (root depth is -1).
const getAggregationPosition: DataGridPremiumProps['getAggregationPosition'] = (groupNode) =>
  groupNode.depth === -1 ? null : 'footer';

export default function ClinicGroupFooters() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        label="Clinic bookings by department"
        rows={rows}
        columns={columns}
        getAggregationPosition={getAggregationPosition}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { minutes: 'sum' } },
          columns: { columnVisibilityModel: { department: false } },
        }}
      />
    </div>
  );
}
