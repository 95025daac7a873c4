import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

type Line = { id: number; department: string; budget: number; actual: number };

const rows: Line[] = [
  { id: 1, department: 'Marketing', budget: 120000, actual: 134500 },
  { id: 2, department: 'Engineering', budget: 480000, actual: 452300 },
  { id: 3, department: 'Customer success', budget: 95000, actual: 97800 },
  { id: 4, department: 'Facilities', budget: 60000, actual: 41200 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function IconHeader(params: GridColumnHeaderParams<Line> & { icon: React.ReactNode }) {
  const { colDef, icon } = params;
  return (
    <Tooltip title={colDef.description ?? ''}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}>
        {icon}
        {colDef.headerName}
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Line>[] = [
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 160 },
  {
    field: 'budget',
    headerName: 'Budget',
    description: 'Approved budget for the fiscal year 2025',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
    renderHeader: (params) => <IconHeader {...params} icon={<AccountBalanceIcon fontSize="small" />} />,
  },
  {
    field: 'actual',
    headerName: 'Actual',
    description: 'Spent so far, including committed purchase orders',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
    renderHeader: (params) => <IconHeader {...params} icon={<TrendingUpIcon fontSize="small" />} />,
  },
  {
    field: 'variance',
    headerName: 'Variance',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.budget - row.actual,
    valueFormatter: (value?: number) => (value == null ? '' : usd.format(value)),
    cellClassName: (params) => ((params.value as number) < 0 ? 'over-budget' : ''),
  },
];

export default function BudgetHeaders() {
  return (
    <Box sx={{ height: 300, width: '100%', '& .over-budget': { color: 'error.main', fontWeight: 600 } }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
