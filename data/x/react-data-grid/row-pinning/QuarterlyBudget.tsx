import * as React from 'react';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowClassNameParams,
} from '@mui/x-data-grid-pro';

interface Spend {
  id: string;
  department: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: Spend[] = [
  { id: 'eng', department: 'Engineering', q1: 412000, q2: 436000, q3: 451000, q4: 470000 },
  { id: 'mkt', department: 'Marketing', q1: 188000, q2: 241000, q3: 176000, q4: 259000 },
  { id: 'sales', department: 'Sales', q1: 265000, q2: 270000, q3: 281000, q4: 302000 },
  { id: 'support', department: 'Customer support', q1: 94000, q2: 97000, q3: 101000, q4: 99000 },
  { id: 'ops', department: 'Operations', q1: 131000, q2: 128000, q3: 139000, q4: 144000 },
  { id: 'legal', department: 'Legal', q1: 42000, q2: 58000, q3: 39000, q4: 47000 },
];

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;

const money = (value: number | null) =>
  value == null ? '' : `$${(value / 1000).toLocaleString('en-US')}k`;

const columns: GridColDef<Spend>[] = [
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 170 },
  ...quarters.map<GridColDef<Spend>>((quarter) => ({
    field: quarter,
    headerName: quarter.toUpperCase(),
    type: 'number',
    width: 100,
    valueFormatter: money,
  })),
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 110,
    valueGetter: (value, row) => row.q1 + row.q2 + row.q3 + row.q4,
    valueFormatter: money,
  },
];

// The planned budget, agreed at the start of the year.
const plan: Spend = {
  id: 'plan',
  department: 'Budget (plan)',
  q1: 1150000,
  q2: 1200000,
  q3: 1200000,
  q4: 1250000,
};

export default function QuarterlyBudget() {
  // The total row is derived from the data, so it follows any change to `rows`.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Spend>>(() => {
    const total: Spend = { id: 'total', department: 'Total spent', q1: 0, q2: 0, q3: 0, q4: 0 };
    rows.forEach((row) => quarters.forEach((q) => (total[q] += row[q])));
    return { top: [plan], bottom: [total] };
  }, []);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        getRowClassName={(params: GridRowClassNameParams<Spend>) =>
          params.id === 'plan' || params.id === 'total' ? 'summary-row' : ''
        }
        sx={{ '& .summary-row': { fontWeight: 'fontWeightMedium' } }}
        hideFooter
      />
    </div>
  );
}
