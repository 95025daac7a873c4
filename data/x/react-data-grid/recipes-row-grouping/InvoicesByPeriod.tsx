import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Period = 'month' | 'quarter' | 'year';
type Invoice = { id: string; customer: string; issued: Date; amount: number };

const rows: Invoice[] = [
  { id: 'INV-301', customer: 'Harbor Foods', issued: new Date(2024, 10, 4), amount: 2_400 },
  { id: 'INV-302', customer: 'Alpine Tools', issued: new Date(2024, 11, 12), amount: 860 },
  { id: 'INV-303', customer: 'Harbor Foods', issued: new Date(2025, 0, 8), amount: 1_950 },
  { id: 'INV-304', customer: 'Kite Studio', issued: new Date(2025, 0, 27), amount: 3_100 },
  { id: 'INV-305', customer: 'Alpine Tools', issued: new Date(2025, 1, 14), amount: 720 },
  { id: 'INV-306', customer: 'Kite Studio', issued: new Date(2025, 3, 2), amount: 4_250 },
  { id: 'INV-307', customer: 'Harbor Foods', issued: new Date(2025, 3, 19), amount: 1_600 },
];

const pad = (n: number) => String(n).padStart(2, '0');
// Keys sort chronologically as plain strings: "2025-01", "2025-Q1", "2025".
const toKey = (date: Date, period: Period) => {
  if (period === 'year') return String(date.getFullYear());
  if (period === 'quarter') return `${date.getFullYear()}-Q${Math.floor(date.getMonth() / 3) + 1}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
};

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const dayName = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

// Cells receive a Date, group rows receive the string key.
const formatIssued = (value: Date | string | null) => {
  if (value == null) return '';
  if (value instanceof Date) return dayName.format(value);
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  return month ? monthName.format(new Date(Number(month[1]), Number(month[2]) - 1, 1)) : value.replace('-', ' ');
};

export default function InvoicesByPeriod() {
  const [period, setPeriod] = React.useState<Period>('month');

  // A new groupingValueGetter regroups the rows, so build the columns per period.
  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () => [
      { field: 'id', headerName: 'Invoice', width: 110 },
      { field: 'customer', headerName: 'Customer', width: 150 },
      { field: 'issued', headerName: 'Issued', type: 'date', width: 140,
        valueFormatter: formatIssued, groupingValueGetter: (value: Date) => toKey(value, period) },
      { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
    ],
    [period],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup size="small" exclusive value={period} aria-label="Group invoices by" sx={{ mb: 1 }}
        onChange={(_event, value: Period | null) => value && setPeriod(value)}>
        <ToggleButton value="month">Month</ToggleButton>
        <ToggleButton value="quarter">Quarter</ToggleButton>
        <ToggleButton value="year">Year</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['issued'] },
            sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
          }}
        />
      </Box>
    </Box>
  );
}
