import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const employees = [
  { id: 1, name: 'Grace Okafor', department: 'Finance', location: 'Lagos', started: 2019 },
  { id: 2, name: 'Henrik Lund', department: 'Engineering', location: 'Oslo', started: 2021 },
  { id: 3, name: 'Aiko Tanaka', department: 'Design', location: 'Tokyo', started: 2018 },
  { id: 4, name: 'Mateo García', department: 'Support', location: 'Madrid', started: 2022 },
  { id: 5, name: 'Sofia Rossi', department: 'Engineering', location: 'Milan', started: 2020 },
  { id: 6, name: 'Daniel Cohen', department: 'Sales', location: 'Tel Aviv', started: 2017 },
  { id: 7, name: 'Lina Haddad', department: 'Legal', location: 'Beirut', started: 2023 },
  { id: 8, name: 'Tom Becker', department: 'Engineering', location: 'Berlin', started: 2016 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
  { field: 'started', headerName: 'Since', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

export default function StripedRows() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        label="Employees"
        rows={employees}
        columns={columns}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        // The index restarts on every page and follows sorting and filtering.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'even' : 'odd')}
        sx={(theme) => ({
          // Leave hovered and selected rows to the grid's own colours.
          [`& .${gridClasses.row}.even:not(:hover):not(.Mui-selected)`]: {
            backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, 0.05),
          },
        })}
      />
    </div>
  );
}
