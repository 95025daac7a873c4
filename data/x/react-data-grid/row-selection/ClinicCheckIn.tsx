import * as React from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  createRowSelectionManager,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
}

const appointments: Appointment[] = [
  { id: 1, time: '08:30', patient: 'Noah Fischer', clinician: 'Dr. Anand' },
  { id: 2, time: '08:45', patient: 'Isla MacLeod', clinician: 'Dr. Ferreira' },
  { id: 3, time: '09:00', patient: 'Yusuf Demir', clinician: 'Dr. Anand' },
  { id: 4, time: '09:20', patient: 'Camille Laurent', clinician: 'Dr. Kowalski' },
  { id: 5, time: '09:40', patient: 'Mateo Rojas', clinician: 'Dr. Ferreira' },
  { id: 6, time: '10:00', patient: 'Aiko Tanaka', clinician: 'Dr. Kowalski' },
];

export default function ClinicCheckIn() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [lastAction, setLastAction] = React.useState('');
  const manager = createRowSelectionManager(selection);
  const checkedIn = appointments.filter((appointment) => manager.has(appointment.id)).length;

  const columns: GridColDef<Appointment>[] = [
    { field: 'time', headerName: 'Time', width: 80 },
    {
      field: 'patient',
      headerName: 'Patient',
      flex: 1,
      minWidth: 150,
      renderCell: (params: GridRenderCellParams<Appointment, string>) => (
        <Link
          component="button"
          type="button"
          onClick={() => setLastAction(`Opened the chart of ${params.value}.`)}
        >
          {params.value}
        </Link>
      ),
    },
    { field: 'clinician', headerName: 'Clinician', width: 130 },
    {
      field: 'remind',
      headerName: 'Reminder',
      width: 120,
      sortable: false,
      renderCell: (params: GridRenderCellParams<Appointment>) => (
        <Button size="small" onClick={() => setLastAction(`Reminder sent to ${params.row.patient}.`)}>
          Send SMS
        </Button>
      ),
    },
  ];

  return (
    <div style={{ width: '100%' }}>
      <div style={{ height: 360 }}>
        <DataGrid
          aria-label="Morning appointments"
          rows={appointments}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {checkedIn} of {appointments.length} checked in. {lastAction}
      </Typography>
    </div>
  );
}
