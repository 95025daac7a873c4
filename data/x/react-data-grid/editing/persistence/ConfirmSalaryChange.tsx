import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Employee = { id: number; name: string; department: string; salary: number };

const employees: Employee[] = [
  { id: 1, name: 'Grace Liu', department: 'Engineering', salary: 98000 },
  { id: 2, name: 'Samuel Adeyemi', department: 'Sales', salary: 72000 },
  { id: 3, name: 'Chloé Martin', department: 'Design', salary: 81000 },
  { id: 4, name: 'Viktor Novak', department: 'Finance', salary: 88500 },
];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value?: number) => (value == null ? '' : money.format(value)),
  },
];

function describe(newRow: Employee, oldRow: Employee) {
  const changes: string[] = [];
  if (newRow.salary !== oldRow.salary) {
    changes.push(`salary from ${money.format(oldRow.salary)} to ${money.format(newRow.salary)}`);
  }
  if (newRow.department !== oldRow.department) {
    changes.push(`department from "${oldRow.department}" to "${newRow.department}"`);
  }
  return `Change the ${changes.join(' and the ')} for ${oldRow.name}?`;
}

type Pending = { newRow: Employee; oldRow: Employee; resolve: (row: Employee) => void };

export default function ConfirmSalaryChange() {
  const [pending, setPending] = React.useState<Pending | null>(null);
  // Kept after closing, so the text does not vanish during the exit transition.
  const [question, setQuestion] = React.useState('');

  // The promise stays pending until someone answers the dialog.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (newRow.department === oldRow.department && newRow.salary === oldRow.salary) {
          resolve(oldRow);
          return;
        }
        setQuestion(describe(newRow, oldRow));
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (confirmed: boolean) => {
    if (!pending) return;
    pending.resolve(confirmed ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Salaries" rows={employees} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => answer(false)} maxWidth="xs">
        <DialogTitle>Confirm the change</DialogTitle>
        <DialogContent>
          <DialogContentText>{question}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep the old value</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
