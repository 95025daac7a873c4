import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'from', headerName: 'From', width: 160 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'received', headerName: 'Received', width: 110 },
];

export default function EmptyInbox() {
  const [customLabel, setCustomLabel] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={customLabel} onChange={(event) => setCustomLabel(event.target.checked)} />}
        label="Custom noRowsLabel"
      />
      <div style={{ height: 260, width: '100%' }}>
        <DataGrid
          label="Support inbox"
          rows={[]}
          columns={columns}
          localeText={customLabel ? { noRowsLabel: 'Inbox zero: no open messages' } : undefined}
          hideFooter
        />
      </div>
    </Stack>
  );
}
