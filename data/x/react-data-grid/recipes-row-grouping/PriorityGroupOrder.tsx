import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

type Priority = 'Critical' | 'High' | 'Medium' | 'Low';
type Bug = { id: number; title: string; priority: Priority; component: string };

const order: Priority[] = ['Critical', 'High', 'Medium', 'Low'];
const colors = { Critical: 'error', High: 'warning', Medium: 'info', Low: 'default' } as const;

const rows: Bug[] = [
  { id: 411, title: 'Typo on pricing page', priority: 'Low', component: 'Website' },
  { id: 412, title: 'Checkout fails for Amex cards', priority: 'Critical', component: 'Payments' },
  { id: 413, title: 'Dark mode contrast in charts', priority: 'Medium', component: 'Dashboard' },
  { id: 414, title: 'Slow search on large accounts', priority: 'High', component: 'Search' },
  { id: 415, title: 'Export ignores time zone', priority: 'High', component: 'Reports' },
  { id: 416, title: 'Avatar upload spinner never stops', priority: 'Medium', component: 'Profile' },
  { id: 417, title: 'Password reset link expired', priority: 'Critical', component: 'Auth' },
];

// Used for leaf cells and, with the group key as value, for the group rows.
const renderPriority = (params: GridRenderCellParams<Bug, Priority>) =>
  params.value ? <Chip size="small" label={params.value} color={colors[params.value]} /> : null;

const columns: GridColDef<Bug>[] = [
  { field: 'id', headerName: 'Bug', width: 80 },
  { field: 'title', headerName: 'Title', width: 280 },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 130,
    renderCell: renderPriority,
    // Sort by severity, not alphabetically. The groups use this comparator too.
    sortComparator: (a: Priority, b: Priority) => order.indexOf(a) - order.indexOf(b),
  },
  { field: 'component', headerName: 'Component', width: 130 },
];

export default function PriorityGroupOrder() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['priority'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
          columns: { columnVisibilityModel: { priority: false } },
        }}
      />
    </div>
  );
}
