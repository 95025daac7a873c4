import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsError,
  type GridUpdateRowError,
} from '@mui/x-data-grid';

type Ticket = { id: number; subject: string; priority: string; assignee: string };

const subjects = ['Cannot log in', 'Invoice missing', 'Export is slow', 'Password reset', 'Refund request'];
const people = ['Amara', 'Bo', 'Chidi', 'Dana'];
const tickets: Ticket[] = Array.from({ length: 120 }, (_, index) => ({
  id: 5001 + index,
  subject: subjects[(index * 3) % subjects.length],
  priority: ['Low', 'Normal', 'High'][(index * 7) % 3],
  assignee: people[index % people.length],
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 160 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'assignee', headerName: 'Assignee', width: 110 },
];

export default function ErrorHandling() {
  const apiRef = useGridApiRef();
  const failing = React.useRef(false);
  const [serverDown, setServerDown] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ start, end }) =>
        new Promise((resolve, reject) => {
          setTimeout(() => {
            if (failing.current) {
              reject(new Error('503 Service Unavailable'));
            } else {
              resolve({ rows: tickets.slice(Number(start), end + 1), rowCount: tickets.length });
            }
          }, 500);
        }),
    }),
    [],
  );

  const handleError = (dataSourceError: GridGetRowsError | GridUpdateRowError) => {
    setError(`The tickets could not be loaded (${dataSourceError.message}).`);
  };

  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };

  const toggleServer = (down: boolean) => {
    failing.current = down;
    setServerDown(down);
    if (down) {
      // Ask again at once, bypassing the cache, so the failure shows.
      apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={serverDown} onChange={(event) => toggleServer(event.target.checked)} />}
        label="Simulate a server outage"
      />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          label="Support tickets"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
      </Box>
    </Box>
  );
}
