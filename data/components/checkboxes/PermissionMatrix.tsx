import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const permissions = ['View', 'Edit', 'Delete'];

// For each role: the permissions it starts with, and those nobody may change.
const roles = [
  { name: 'Owner', granted: ['View', 'Edit', 'Delete'], locked: ['View', 'Edit', 'Delete'] },
  { name: 'Editor', granted: ['View', 'Edit'], locked: [] },
  { name: 'Viewer', granted: ['View'], locked: ['Delete'] },
];

export default function PermissionMatrix() {
  return (
    <Table size="small" aria-label="Project permissions" sx={{ maxWidth: 420 }}>
      <TableHead>
        <TableRow>
          <TableCell>Role</TableCell>
          {permissions.map((permission) => (
            <TableCell key={permission} align="center">
              {permission}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {roles.map((role) => (
          <TableRow key={role.name}>
            <TableCell component="th" scope="row">
              {role.name}
            </TableCell>
            {permissions.map((permission) => (
              <TableCell key={permission} align="center" padding="checkbox">
                <Checkbox
                  defaultChecked={role.granted.includes(permission)}
                  disabled={role.locked.includes(permission)}
                  slotProps={{ input: { 'aria-label': `${role.name} can ${permission.toLowerCase()}` } }}
                />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
