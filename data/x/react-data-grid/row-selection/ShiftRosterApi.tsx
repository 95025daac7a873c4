import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Shift {
  id: string;
  day: 'Mon' | 'Tue' | 'Wed';
  slot: string;
  nurse: string;
}

const shifts: Shift[] = [
  { id: 'S-101', day: 'Mon', slot: 'Early', nurse: 'R. Achterberg' },
  { id: 'S-102', day: 'Mon', slot: 'Late', nurse: 'F. Quispe' },
  { id: 'S-103', day: 'Mon', slot: 'Night', nurse: 'D. Mensah' },
  { id: 'S-104', day: 'Tue', slot: 'Early', nurse: 'J. Lindholm' },
  { id: 'S-105', day: 'Tue', slot: 'Late', nurse: 'P. Kaur' },
  { id: 'S-106', day: 'Tue', slot: 'Night', nurse: 'R. Achterberg' },
  { id: 'S-107', day: 'Wed', slot: 'Early', nurse: 'F. Quispe' },
  { id: 'S-108', day: 'Wed', slot: 'Late', nurse: 'D. Mensah' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'id', headerName: 'Shift', width: 90 },
  { field: 'day', headerName: 'Day', width: 80 },
  { field: 'slot', headerName: 'Slot', width: 90 },
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 140 },
];

export default function ShiftRosterApi() {
  const apiRef = useGridApiRef();
  const [answer, setAnswer] = React.useState('');

  const actions = [
    {
      label: 'Add Monday shifts',
      run: () =>
        apiRef.current?.selectRows(shifts.filter((shift) => shift.day === 'Mon').map((shift) => shift.id)),
    },
    {
      label: 'Select S-104 to S-107',
      run: () => apiRef.current?.selectRowRange({ startId: 'S-104', endId: 'S-107' }),
    },
    {
      label: 'Only S-108',
      run: () => apiRef.current?.selectRow('S-108', true, true),
    },
    {
      label: 'Clear',
      run: () =>
        apiRef.current?.setRowSelectionModel({
          type: 'include',
          ids: new Set(),
        }),
    },
    {
      label: 'Is S-105 selected?',
      run: () =>
        setAnswer(apiRef.current?.isRowSelected('S-105') ? 'S-105 is selected.' : 'S-105 is not selected.'),
    },
  ];

  return (
    <div style={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        {actions.map((action) => (
          <Button key={action.label} size="small" variant="outlined" onClick={action.run}>
            {action.label}
          </Button>
        ))}
      </Stack>
      <div style={{ height: 400 }}>
        <DataGridPro
          aria-label="Ward shift roster"
          apiRef={apiRef}
          rows={shifts}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" sx={{ mt: 1, minHeight: 20 }}>
        {answer}
      </Typography>
    </div>
  );
}
