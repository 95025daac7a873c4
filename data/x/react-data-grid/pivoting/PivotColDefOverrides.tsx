import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type Reading = { id: number; building: string; floor: string; quarter: string; kwh: number; costEur: number };

const rows: Reading[] = [
  { id: 1, building: 'North wing', floor: 'Ground', quarter: 'Q1', kwh: 4_120, costEur: 1_030 },
  { id: 2, building: 'North wing', floor: 'Ground', quarter: 'Q2', kwh: 3_640, costEur: 910 },
  { id: 3, building: 'North wing', floor: 'First', quarter: 'Q1', kwh: 2_980, costEur: 745 },
  { id: 4, building: 'North wing', floor: 'First', quarter: 'Q2', kwh: 2_450, costEur: 612 },
  { id: 5, building: 'South wing', floor: 'Ground', quarter: 'Q1', kwh: 5_310, costEur: 1_328 },
  { id: 6, building: 'South wing', floor: 'Ground', quarter: 'Q2', kwh: 4_870, costEur: 1_218 },
  { id: 7, building: 'South wing', floor: 'First', quarter: 'Q1', kwh: 3_220, costEur: 805 },
  { id: 8, building: 'South wing', floor: 'First', quarter: 'Q2', kwh: 3_090, costEur: 772 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'building', headerName: 'Building', width: 130 },
  { field: 'floor', headerName: 'Floor', width: 100 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'kwh', headerName: 'Energy (kWh)', type: 'number', width: 130 },
  { field: 'costEur', headerName: 'Cost (€)', type: 'number', width: 110 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'building' }, { field: 'floor' }],
  columns: [{ field: 'quarter', sort: 'asc' }],
  values: [
    { field: 'kwh', aggFunc: 'sum' },
    { field: 'costEur', aggFunc: 'sum' },
  ],
};

// Called once per generated column: the value field, and the column values above it (here ['Q1']).
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (field, columnGroupPath) => ({
  headerName: field === 'kwh' ? 'kWh' : '€',
  width: 100,
  description: `${field === 'kwh' ? 'Energy used' : 'Energy cost'} in ${columnGroupPath.join(' / ')}`,
  headerClassName: columnGroupPath[0] === 'Q1' ? 'winter-quarter' : undefined,
});

export default function PivotColDefOverrides() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPremium
        label="Energy use by building and quarter"
        rows={rows}
        columns={columns}
        showToolbar
        pivotingColDef={pivotingColDef}
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        defaultGroupingExpansionDepth={-1}
        sx={{ '& .winter-quarter': { bgcolor: 'action.hover', fontStyle: 'italic' } }}
      />
    </div>
  );
}
