import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';

type Sales = { id: number; store: string; jan: number; feb: number; mar: number; apr: number; may: number; jun: number };

const rows: Sales[] = [
  { id: 1, store: 'Lisbon – Chiado', jan: 42, feb: 38, mar: 51, apr: 55, may: 61, jun: 70 },
  { id: 2, store: 'Porto – Bolhão', jan: 31, feb: 29, mar: 35, apr: 40, may: 44, jun: 49 },
  { id: 3, store: 'Faro – Marina', jan: 12, feb: 14, mar: 22, apr: 34, may: 47, jun: 66 },
];

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;

const columns: GridColDef<Sales>[] = [
  { field: 'store', headerName: 'Store', flex: 1, minWidth: 160 },
  ...months.map<GridColDef<Sales>>((m) => ({
    field: m,
    headerName: m[0].toUpperCase() + m.slice(1),
    type: 'number',
    width: 80,
  })),
];

function QuarterHeader(params: GridColumnGroupHeaderParams & { target: number }) {
  const total = rows.reduce((sum, row) => sum + params.fields.reduce((s, f) => s + Number(row[f as keyof Sales]), 0), 0);
  const reached = total >= params.target;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <strong>{params.headerName}</strong>
      <Chip size="small" label={`${total} k€ / ${params.target} k€`} color={reached ? 'success' : 'default'} variant="outlined" />
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'q1',
    headerName: 'Q1',
    headerClassName: 'quarter-header',
    renderHeaderGroup: (params) => <QuarterHeader {...params} target={300} />,
    children: [{ field: 'jan' }, { field: 'feb' }, { field: 'mar' }],
  },
  {
    groupId: 'q2',
    headerName: 'Q2',
    headerClassName: 'quarter-header',
    renderHeaderGroup: (params) => <QuarterHeader {...params} target={450} />,
    children: [{ field: 'apr' }, { field: 'may' }, { field: 'jun' }],
  },
];

export default function QuarterGroups() {
  return (
    <Box sx={{ height: 300, width: '100%', '& .quarter-header': { bgcolor: 'action.hover' } }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        columnGroupHeaderHeight={44}
        hideFooter
        showColumnVerticalBorder
      />
    </Box>
  );
}
