import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

type Employee = { id: number; name: string; team: string; office: string; email: string; phone: string; manager: string; started: string };

const rows: Employee[] = [
  { id: 1, name: 'Ana Lima', team: 'Platform', office: 'São Paulo', email: 'ana.lima@corp.example', phone: '+55 11 5555 0101', manager: 'R. Costa', started: '2019-03' },
  { id: 2, name: 'Felix Wagner', team: 'Payments', office: 'Berlin', email: 'felix.wagner@corp.example', phone: '+49 30 5555 0102', manager: 'S. Kaur', started: '2021-07' },
  { id: 3, name: 'Noor Haddad', team: 'Design', office: 'Amman', email: 'noor.haddad@corp.example', phone: '+962 6 555 0103', manager: 'R. Costa', started: '2020-11' },
  { id: 4, name: 'Liam O’Brien', team: 'Support', office: 'Dublin', email: 'liam.obrien@corp.example', phone: '+353 1 555 0104', manager: 'M. Dubois', started: '2023-01' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'email', headerName: 'Email', width: 230, pinnable: false },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'manager', headerName: 'Manager', width: 130 },
  { field: 'started', headerName: 'Started', width: 110 },
];

const defaultPinning: GridPinnedColumnFields = { left: [GRID_CHECKBOX_SELECTION_FIELD, 'name'] };

export default function ControlledPinning() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>(defaultPinning);

  const describe = (fields?: string[]) =>
    fields && fields.length > 0 ? fields.map((f) => (f === GRID_CHECKBOX_SELECTION_FIELD ? 'checkbox' : f)).join(', ') : 'none';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setPinned({ left: [GRID_CHECKBOX_SELECTION_FIELD, 'name'], right: ['manager'] })}>
          Pin manager right
        </Button>
        <Button size="small" onClick={() => setPinned({})}>
          Unpin all
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Left: {describe(pinned.left)} · Right: {describe(pinned.right)}
        </Typography>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          hideFooter
          checkboxSelection
          pinnedColumns={pinned}
          onPinnedColumnsChange={(model) => setPinned(model)}
        />
      </div>
    </Stack>
  );
}
