import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  team: string;
  desk: string;
  phone: string;
}

const teams = ['Design', 'Engineering', 'Finance', 'Support'];

const employees: Employee[] = [
  { id: 1, name: 'Olu Adeyemi', team: 'Engineering', desk: '3.14', phone: '+44 20 7946 0101' },
  { id: 2, name: 'Hanna Virtanen', team: 'Design', desk: '2.07', phone: '+44 20 7946 0102' },
  { id: 3, name: 'Marco Bellini', team: 'Finance', desk: '1.22', phone: '+44 20 7946 0103' },
];

function EmployeeForm({ employee }: { employee: Employee }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState(employee);
  const [message, setMessage] = React.useState('');
  const deskIsValid = /^\d\.\d{2}$/.test(draft.desk);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!deskIsValid) {
      return;
    }
    apiRef.current.updateRows([draft]);
    setMessage(`Saved ${draft.name}.`);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ px: 3, py: 2 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Team"
          value={draft.team}
          onChange={(event) => setDraft({ ...draft, team: event.target.value })}
          sx={{ width: 160 }}
        >
          {teams.map((team) => (
            <MenuItem key={team} value={team}>
              {team}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Desk"
          value={draft.desk}
          error={!deskIsValid}
          helperText={deskIsValid ? 'Floor.desk, e.g. 2.07' : 'Use the format 2.07'}
          onChange={(event) => setDraft({ ...draft, desk: event.target.value })}
          sx={{ width: 160 }}
        />
        <TextField
          size="small"
          label="Phone"
          value={draft.phone}
          onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
          sx={{ width: 200 }}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Button type="submit" variant="contained" size="small" disabled={!deskIsValid}>
          Save
        </Button>
        <Button size="small" onClick={() => setDraft(employee)}>
          Reset
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'desk', headerName: 'Desk', width: 90 },
  { field: 'phone', headerName: 'Phone', width: 170 },
];

export default function DetailPanelForm() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Employee>) => <EmployeeForm employee={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        label="Staff directory"
        rows={employees}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([2]) } }}
        hideFooter
      />
    </div>
  );
}
