import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

type Role = 'staff' | 'manager' | 'payroll';

type Shift = { id: number; employee: string; team: string; hours: number; overtime: number; hourlyRate: number; bankAccount: string };

const rows: Shift[] = [
  { id: 1, employee: 'Ines Duarte', team: 'Packing', hours: 38, overtime: 2, hourlyRate: 17.5, bankAccount: '•••• 4410' },
  { id: 2, employee: 'Marek Novak', team: 'Forklift', hours: 40, overtime: 6, hourlyRate: 19.25, bankAccount: '•••• 0982' },
  { id: 3, employee: 'Aiyana Brooks', team: 'Receiving', hours: 32, overtime: 0, hourlyRate: 17.5, bankAccount: '•••• 7315' },
  { id: 4, employee: 'Tomás Ferreira', team: 'Packing', hours: 40, overtime: 3, hourlyRate: 18, bankAccount: '•••• 2267' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'overtime', headerName: 'Overtime', type: 'number', width: 100 },
  { field: 'hourlyRate', headerName: 'Rate (€/h)', type: 'number', width: 110 },
  { field: 'bankAccount', headerName: 'Bank account', width: 140 },
];

// What each role may see. The grid's own column UI is turned off, so this is the only source of truth.
const visibilityByRole: Record<Role, GridColumnVisibilityModel> = {
  staff: { overtime: false, hourlyRate: false, bankAccount: false },
  manager: { hourlyRate: false, bankAccount: false },
  payroll: {},
};

export default function RoleBasedPayrollColumns() {
  const [role, setRole] = React.useState<Role>('staff');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControl>
        <FormLabel id="payroll-role-label">Signed in as</FormLabel>
        <RadioGroup
          row
          aria-labelledby="payroll-role-label"
          name="payroll-role"
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          <FormControlLabel value="staff" control={<Radio />} label="Team member" />
          <FormControlLabel value="manager" control={<Radio />} label="Shift manager" />
          <FormControlLabel value="payroll" control={<Radio />} label="Payroll" />
        </RadioGroup>
      </FormControl>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Weekly shifts"
          rows={rows}
          columns={columns}
          hideFooter
          disableColumnSelector
          columnVisibilityModel={visibilityByRole[role]}
        />
      </div>
    </Stack>
  );
}
