import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Member {
  id: number;
  name: string;
  email: string;
  active: boolean;
}

const initialMembers: Member[] = [
  { id: 1, name: 'Amira Haddad', email: 'amira@example.com', active: true },
  { id: 2, name: 'Jonas Berg', email: 'jonas@example.com', active: true },
  { id: 3, name: 'Lucía Ortega', email: 'lucia@example.com', active: false },
  { id: 4, name: 'Kenji Watanabe', email: 'kenji@example.com', active: true },
  { id: 5, name: 'Olivia Park', email: 'olivia@example.com', active: false },
];

// Space is a navigation key for the grid: keep it for the control that has focus.
const keepSpace = (event: React.KeyboardEvent) => {
  if (event.key === ' ') event.stopPropagation();
};

export default function TeamAccess() {
  const [members, setMembers] = React.useState(initialMembers);
  const [log, setLog] = React.useState('No action yet.');

  const columns = React.useMemo<GridColDef<Member>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 150 },
      {
        field: 'email',
        headerName: 'E-mail',
        flex: 1,
        minWidth: 180,
        renderCell: ({ value, hasFocus }: GridRenderCellParams<Member, string>) => (
          <Link href={`mailto:${value}`} tabIndex={hasFocus ? 0 : -1}>
            {value}
          </Link>
        ),
      },
      {
        field: 'active',
        headerName: 'Active',
        width: 90,
        display: 'flex',
        renderCell: ({ row, hasFocus }: GridRenderCellParams<Member, boolean>) => (
          <Switch
            checked={row.active}
            tabIndex={hasFocus ? 0 : -1}
            onKeyDown={keepSpace}
            onChange={(event) => {
              const active = event.target.checked;
              setMembers((prev) => prev.map((m) => (m.id === row.id ? { ...m, active } : m)));
            }}
            slotProps={{ input: { 'aria-label': `${row.name} has access` } }}
          />
        ),
      },
      {
        field: 'reset',
        headerName: 'Password',
        width: 120,
        sortable: false,
        display: 'flex',
        renderCell: ({ row, hasFocus }: GridRenderCellParams<Member>) => (
          <Button
            size="small"
            tabIndex={hasFocus ? 0 : -1}
            onKeyDown={keepSpace}
            onClick={() => setLog(`Reset link sent to ${row.email}.`)}
            aria-label={`Send password reset to ${row.name}`}
          >
            Reset
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <div>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid rows={members} columns={columns} hideFooter disableRowSelectionOnClick />
      </div>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {log}
      </Typography>
    </div>
  );
}
