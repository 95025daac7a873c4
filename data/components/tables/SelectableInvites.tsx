import * as React from 'react';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const invites = [
  { email: 'nadia@northwind.example', role: 'Editor', sent: '3 days ago' },
  { email: 'marco@northwind.example', role: 'Viewer', sent: '5 days ago' },
  { email: 'helen@contoso.example', role: 'Admin', sent: '1 week ago' },
  { email: 'ravi@contoso.example', role: 'Editor', sent: '2 weeks ago' },
];

export default function SelectableInvites() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const count = selected.length;

  const toggle = (email: string) =>
    setSelected((current) =>
      current.includes(email) ? current.filter((e) => e !== email) : [...current, email],
    );

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Toolbar sx={[{ gap: 2 }, count > 0 && { bgcolor: 'action.selected' }]}>
        <Typography component="p" sx={{ flex: 1 }} aria-live="polite">
          {count > 0 ? `${count} selected` : 'Pending invitations'}
        </Typography>
        <Button color="error" disabled={count === 0} onClick={() => setSelected([])}>
          Revoke
        </Button>
      </Toolbar>
      <TableContainer>
        <Table aria-label="Pending invitations" sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={count > 0 && count < invites.length}
                  checked={count === invites.length}
                  onChange={(event) => setSelected(event.target.checked ? invites.map((i) => i.email) : [])}
                  slotProps={{ input: { 'aria-label': 'Select all invitations' } }}
                />
              </TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Sent</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invites.map((invite) => {
              const isSelected = selected.includes(invite.email);
              return (
                <TableRow key={invite.email} hover selected={isSelected} onClick={() => toggle(invite.email)}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={isSelected} slotProps={{ input: { 'aria-label': `Select ${invite.email}` } }} />
                  </TableCell>
                  <TableCell component="th" scope="row">{invite.email}</TableCell>
                  <TableCell>{invite.role}</TableCell>
                  <TableCell>{invite.sent}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
