import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';

type Expense = { id: number; employee: string; category: string; amount: number };

const expenses: Expense[] = [
  { id: 1, employee: 'Priya Nair', category: 'Travel', amount: 412.8 },
  { id: 2, employee: 'Tom Becker', category: 'Meals', amount: 58.4 },
  { id: 3, employee: 'Ana Ruiz', category: 'Software', amount: 129 },
  { id: 4, employee: 'Kwame Mensah', category: 'Travel', amount: 986.15 },
  { id: 5, employee: 'Lea Fischer', category: 'Training', amount: 350 },
  { id: 6, employee: 'Omar Haddad', category: 'Meals', amount: 23.9 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount ($)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

const headerNames = Object.fromEntries(columns.map((col) => [col.field, col.headerName]));

function describeSort(model: GridSortModel) {
  if (model.length === 0) {
    return 'Sorting removed.';
  }
  const { field, sort } = model[0];
  return `Sorted by ${headerNames[field]}, ${sort === 'asc' ? 'ascending' : 'descending'}.`;
}

function countSelected(model: GridRowSelectionModel) {
  // With "select all", the model lists the rows that are *not* selected.
  return model.type === 'include' ? model.ids.size : expenses.length - model.ids.size;
}

export default function AnnouncedChanges() {
  const [message, setMessage] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          label="Expense claims"
          rows={expenses}
          columns={columns}
          checkboxSelection
          hideFooter
          onSortModelChange={(model) => setMessage(describeSort(model))}
          onRowSelectionModelChange={(model) => {
            const count = countSelected(model);
            setMessage(`${count} ${count === 1 ? 'claim' : 'claims'} selected.`);
          }}
        />
      </div>
      {/* The live region exists from the first render, so screen readers pick up each change. */}
      <Typography role="status" variant="body2" sx={{ minHeight: 20, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
