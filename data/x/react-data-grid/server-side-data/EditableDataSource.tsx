import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsError,
} from '@mui/x-data-grid';

type Employee = { id: number; name: string; team: string; title: string; salary: number };

// The "server": a table the fake API reads and writes.
const firstNames = ['Ana', 'Ben', 'Chloe', 'Diego', 'Elif', 'Femi', 'Greta', 'Hiro', 'Ines', 'Jonas'];
const teams = ['Design', 'Finance', 'Platform', 'Sales'];
const table: Employee[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${String.fromCharCode(65 + ((index * 5) % 26))}.`,
  team: teams[index % teams.length],
  title: index % 5 === 0 ? 'Lead' : 'Specialist',
  salary: 52000 + ((index * 3917) % 60000),
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dataSource: GridDataSource = {
  getRows: async ({ start, end }) => {
    await wait(400);
    // Copies, so that the grid never holds the server's own objects.
    return { rows: table.slice(Number(start), end + 1).map((row) => ({ ...row })), rowCount: table.length };
  },
  updateRow: async ({ rowId, updatedRow }) => {
    await wait(400);
    if (updatedRow.salary > 150000) {
      throw new Error('Salaries above $150,000 need a director’s approval');
    }
    const index = table.findIndex((row) => row.id === rowId);
    table[index] = { ...table[index], title: updatedRow.title, salary: updatedRow.salary };
    return { ...table[index] }; // the saved row, as the server stored it
  },
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'team', headerName: 'Team', width: 100 },
  { field: 'title', headerName: 'Title', width: 140, editable: true },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 120, editable: true },
];

export default function EditableDataSource() {
  const [message, setMessage] = React.useState('Double-click a title or a salary to edit it.');

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridUpdateRowError) {
      setMessage(`Not saved: ${error.message}. Press Escape to cancel the edit.`);
    } else {
      setMessage(`Loading failed: ${error.message}`);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity={message.startsWith('Not saved') ? 'warning' : 'info'} sx={{ mb: 1 }}>
        {message}
      </Alert>
      <Box sx={{ height: 360 }}>
        <DataGrid
          label="Employees"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          onCellEditStop={() => setMessage('Double-click a title or a salary to edit it.')}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
