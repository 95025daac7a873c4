import * as React from 'react';
import { DataGrid, GridCellEditStartReasons, GridCellEditStopReasons, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

type Contact = { id: number; name: string; email: string; phone: string };

const rows: Contact[] = [
  { id: 1, name: 'Ana Souza', email: 'ana.souza@example.com', phone: '+55 11 5550 1234' },
  { id: 2, name: 'Felix Wagner', email: 'felix.w@example.com', phone: '+49 30 5550 987' },
  { id: 3, name: 'Aisha Rahman', email: 'aisha@example.com', phone: '+44 20 7946 0321' },
  { id: 4, name: 'Lucas Petit', email: 'lucas.petit@example.com', phone: '+33 1 5550 4400' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 150, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, editable: true },
  { field: 'phone', headerName: 'Phone', width: 170, editable: true },
];

export default function EditingBehaviourSwitches() {
  const [noTypingStart, setNoTypingStart] = React.useState(true);
  const [keepOnBlur, setKeepOnBlur] = React.useState(true);

  const handleStart: GridEventListener<'cellEditStart'> = (params, event) => {
    // A stray key press should not wipe the cell: only Enter and double-click open it.
    if (noTypingStart && params.reason === GridCellEditStartReasons.printableKeyDown) {
      event.defaultMuiPrevented = true;
    }
  };

  const handleStop: GridEventListener<'cellEditStop'> = (params, event) => {
    // Clicking elsewhere leaves the cell open; Enter, Tab or Escape still close it.
    if (keepOnBlur && params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <div>
      <FormGroup row sx={{ mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={noTypingStart} onChange={(event) => setNoTypingStart(event.target.checked)} />}
          label="Ignore typing to start editing"
        />
        <FormControlLabel
          control={<Switch checked={keepOnBlur} onChange={(event) => setKeepOnBlur(event.target.checked)} />}
          label="Keep editing when focus leaves"
        />
      </FormGroup>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid label="Contacts" rows={rows} columns={columns} onCellEditStart={handleStart} onCellEditStop={handleStop} hideFooter />
      </div>
    </div>
  );
}
