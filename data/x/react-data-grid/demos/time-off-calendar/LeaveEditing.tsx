import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Leave = '' | 'Vacation' | 'Sick' | 'Training';
type Row = { id: number; name: string; mon: Leave; tue: Leave; wed: Leave; thu: Leave; fri: Leave };

const colors = { Vacation: 'primary', Sick: 'error', Training: 'secondary' } as const;

function LeaveCell({ value }: GridRenderCellParams<Row, Leave>) {
  if (!value) {
    return <Box component="span" sx={{ color: 'text.disabled' }}>–</Box>;
  }
  return (
    <Box
      component="span"
      sx={{ px: 1, py: 0.25, borderRadius: 1, fontSize: 13, bgcolor: `${colors[value]}.main`, color: `${colors[value]}.contrastText` }}
    >
      {value}
    </Box>
  );
}

const dayColumn = (field: keyof Row, headerName: string): GridColDef<Row> => ({
  field,
  headerName,
  width: 120,
  editable: true,
  type: 'singleSelect',
  valueOptions: [
    { value: '', label: 'Working' },
    { value: 'Vacation', label: 'Vacation' },
    { value: 'Sick', label: 'Sick' },
    { value: 'Training', label: 'Training' },
  ],
  renderCell: LeaveCell,
});

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Employee', width: 150 },
  dayColumn('mon', 'Mon 17'),
  dayColumn('tue', 'Tue 18'),
  dayColumn('wed', 'Wed 19'),
  dayColumn('thu', 'Thu 20'),
  dayColumn('fri', 'Fri 21'),
];

const initialRows: Row[] = [
  { id: 1, name: 'Bruno Costa', mon: '', tue: 'Training', wed: 'Training', thu: '', fri: '' },
  { id: 2, name: 'Chloé Martin', mon: '', tue: '', wed: '', thu: '', fri: 'Vacation' },
  { id: 3, name: 'Dmitri Volkov', mon: 'Sick', tue: 'Sick', wed: '', thu: '', fri: '' },
];

export default function LeaveEditing() {
  const [rows, setRows] = React.useState(initialRows);
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid
        label="Leave for the week of 17 March"
        rows={rows}
        columns={columns}
        hideFooter
        processRowUpdate={(updated: Row) => {
          setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
      />
    </Box>
  );
}
