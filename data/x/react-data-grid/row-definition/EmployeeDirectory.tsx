import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
}

const directory: Employee[] = [
  { id: 301, name: 'Amara Okafor', team: 'Platform', office: 'Lagos' },
  { id: 302, name: 'Lucas Moreau', team: 'Design', office: 'Paris' },
  { id: 303, name: 'Hana Sato', team: 'Platform', office: 'Osaka' },
  { id: 304, name: 'Diego Ruiz', team: 'Support', office: 'Seville' },
  { id: 305, name: 'Freya Lindqvist', team: 'Finance', office: 'Malmö' },
];

// A stand-in for your API: resolves with a fresh copy after a short delay.
function fetchEmployees(): Promise<Employee[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(directory.map((employee) => ({ ...employee }))), 1200);
  });
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function EmployeeDirectory() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [requestId, setRequestId] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchEmployees().then((employees) => {
      // Ignore a response that arrives after the component unmounted or a newer request started.
      if (active) {
        setRows(employees);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [requestId]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        startIcon={<RefreshIcon />}
        onClick={() => setRequestId((id) => id + 1)}
        disabled={loading}
        sx={{ alignSelf: 'flex-start' }}
      >
        Reload
      </Button>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </div>
    </Stack>
  );
}
