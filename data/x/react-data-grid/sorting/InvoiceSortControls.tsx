import * as React from 'react';
import { DataGrid, type GridColDef, type GridSortDirection, type GridSortModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Invoice = { id: string; customer: string; amount: number; dueInDays: number };

const rows: Invoice[] = [
  { id: 'INV-2041', customer: 'Harbour Café', amount: 420, dueInDays: 12 },
  { id: 'INV-2042', customer: 'Meridian Legal', amount: 3150, dueInDays: 3 },
  { id: 'INV-2043', customer: 'Pine & Co. Joinery', amount: 980, dueInDays: 27 },
  { id: 'INV-2044', customer: 'Solstice Yoga', amount: 150, dueInDays: -4 },
  { id: 'INV-2045', customer: 'Atlas Freight', amount: 7600, dueInDays: 18 },
  { id: 'INV-2046', customer: 'Copperleaf Books', amount: 265, dueInDays: 7 },
];

// Header clicks do nothing: the only way to sort is the controls above the grid.
const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110, sortable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160, sortable: false },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120, sortable: false },
  {
    field: 'dueInDays',
    headerName: 'Due',
    type: 'number',
    width: 130,
    sortable: false,
    valueFormatter: (value: number) => (value < 0 ? `${-value} days overdue` : `in ${value} days`),
  },
];

export default function InvoiceSortControls() {
  const [field, setField] = React.useState('dueInDays');
  const [direction, setDirection] = React.useState<GridSortDirection>('asc');
  const sortModel: GridSortModel = [{ field, sort: direction }];

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField select size="small" label="Sort by" value={field} onChange={(event) => setField(event.target.value)} sx={{ minWidth: 160 }}>
          <MenuItem value="dueInDays">Due date</MenuItem>
          <MenuItem value="amount">Amount</MenuItem>
          <MenuItem value="customer">Customer</MenuItem>
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={direction}
          onChange={(event, value: GridSortDirection | null) => value && setDirection(value)}
          aria-label="Sort direction"
        >
          <ToggleButton value="asc">Ascending</ToggleButton>
          <ToggleButton value="desc">Descending</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid label="Open invoices" rows={rows} columns={columns} sortModel={sortModel} hideFooter />
      </div>
    </Box>
  );
}
