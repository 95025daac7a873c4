import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plan = 'Community' | 'Pro' | 'Premium';
type Feature = { id: string; name: string; area: string; plan: Plan };

// [page path under /x/react-data-grid/, feature, area, plan]
const list: [string, string, string, Plan][] = [
  ['column-definition', 'Column definition', 'Columns', 'Community'],
  ['column-dimensions', 'Column dimensions', 'Columns', 'Community'],
  ['column-visibility', 'Column visibility', 'Columns', 'Community'],
  ['column-spanning', 'Column spanning', 'Columns', 'Community'],
  ['column-groups', 'Column groups', 'Columns', 'Community'],
  ['column-ordering', 'Column reordering', 'Columns', 'Pro'],
  ['column-pinning', 'Column pinning', 'Columns', 'Pro'],
  ['row-height', 'Row height', 'Rows', 'Community'],
  ['row-spanning', 'Row spanning', 'Rows', 'Community'],
  ['master-detail', 'Master-detail row panels', 'Rows', 'Pro'],
  ['row-ordering', 'Row reordering', 'Rows', 'Pro'],
  ['row-pinning', 'Row pinning', 'Rows', 'Pro'],
  ['editing', 'Editing', 'Editing', 'Community'],
  ['sorting', 'Sorting', 'Sorting', 'Community'],
  ['filtering', 'Filtering', 'Filtering', 'Community'],
  ['filtering/quick-filter', 'Quick filter', 'Filtering', 'Community'],
  ['filtering/multi-filters', 'Multi-filters', 'Filtering', 'Pro'],
  ['filtering/header-filters', 'Header filters', 'Filtering', 'Pro'],
  ['pagination', 'Pagination', 'Pagination', 'Community'],
  ['row-selection', 'Row selection', 'Selection', 'Community'],
  ['cell-selection', 'Cell selection', 'Selection', 'Premium'],
  ['virtualization', 'Virtualization', 'Performance', 'Community'],
  ['tree-data', 'Tree data', 'Advanced', 'Pro'],
  ['row-grouping', 'Row grouping', 'Advanced', 'Premium'],
  ['aggregation', 'Aggregation', 'Advanced', 'Premium'],
  ['pivoting', 'Pivoting', 'Advanced', 'Premium'],
  ['export', 'Export (CSV, print; Excel in Premium)', 'Advanced', 'Community'],
  ['clipboard', 'Copy and paste (paste in Premium)', 'Advanced', 'Community'],
  ['list-view', 'List view', 'Advanced', 'Pro'],
  ['server-side-data', 'Server-side data', 'Server-side data', 'Community'],
  ['server-side-data/lazy-loading', 'Lazy loading', 'Server-side data', 'Pro'],
  ['server-side-data/row-grouping', 'Server-side row grouping', 'Server-side data', 'Premium'],
  ['ai-assistant', 'AI Assistant', 'Advanced', 'Premium'],
];

const rows: Feature[] = list.map(([path, name, area, plan]) => ({ id: path, name, area, plan }));

const planColor = { Community: 'default', Pro: 'primary', Premium: 'secondary' } as const;

const columns: GridColDef<Feature>[] = [
  {
    field: 'name',
    headerName: 'Feature',
    flex: 1,
    minWidth: 220,
    renderCell: (params) => <Link href={`/x/react-data-grid/${params.row.id}/`}>{params.value}</Link>,
  },
  { field: 'area', headerName: 'Area', width: 150 },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Community', 'Pro', 'Premium'],
    width: 130,
    renderCell: (params) => (
      <Chip size="small" variant="outlined" label={params.value} color={planColor[params.row.plan]} />
    ),
  },
];

export default function FeatureFinder() {
  return (
    <div style={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Data Grid features"
        showToolbar
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50]}
      />
    </div>
  );
}
