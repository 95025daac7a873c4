import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

type Request = { id: number; priority: string; building: string; issue: string; reported: string };

const rows: Request[] = [
  { id: 1, priority: 'Urgent', building: 'North wing', issue: 'Lift stuck on floor 3', reported: '2025-03-04' },
  { id: 2, priority: 'Urgent', building: 'Lab block', issue: 'Fume hood alarm', reported: '2025-03-05' },
  { id: 3, priority: 'Normal', building: 'North wing', issue: 'Flickering light', reported: '2025-03-01' },
  { id: 4, priority: 'Normal', building: 'Library', issue: 'Door closer loose', reported: '2025-03-02' },
  { id: 5, priority: 'Low', building: 'Library', issue: 'Repaint handrail', reported: '2025-02-20' },
  { id: 6, priority: 'Low', building: 'Lab block', issue: 'Replace notice board', reported: '2025-02-27' },
];

const columns: GridColDef<Request>[] = [
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'building', headerName: 'Building', width: 120 },
  { field: 'issue', headerName: 'Issue', width: 200 },
  { field: 'reported', headerName: 'Reported', width: 110 },
];

// Only the urgent group opens. Defined outside the component, so its reference is stable.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) =>
  node.groupingField === 'priority' && node.groupingKey === 'Urgent';

export default function OpenUrgentGroup() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{ rowGrouping: { model: ['priority'] } }}
        aria-label="Maintenance requests grouped by priority"
      />
    </div>
  );
}
