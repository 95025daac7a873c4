import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';

type Appointment = {
  id: number;
  patient: string;
  doctor: string;
  room: number;
  time: string;
  isDraft?: boolean;
};

const doctors = ['Dr. Lindqvist', 'Dr. Mbeki', 'Dr. Herrera'];

const firstAppointments: Appointment[] = [
  { id: 1, patient: 'Tomasz Wrona', doctor: 'Dr. Lindqvist', room: 3, time: '08:30' },
  { id: 2, patient: 'Aiko Sato', doctor: 'Dr. Mbeki', room: 1, time: '09:15' },
  { id: 3, patient: 'Lucía Ferrer', doctor: 'Dr. Herrera', room: 2, time: '10:00' },
  { id: 4, patient: 'Kwame Asante', doctor: 'Dr. Lindqvist', room: 3, time: '10:45' },
];

export default function ClinicAppointmentsCrud() {
  const [rows, setRows] = React.useState<Appointment[]>(firstAppointments);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  // Ids keep counting from the largest one, so the first render is the same on server and client.
  const nextId = React.useRef(firstAppointments.length + 1);
  const [message, setMessage] = React.useState('4 appointments booked.');

  const addAppointment = () => {
    const id = nextId.current;
    nextId.current += 1;
    setRows((current) => [...current, { id, patient: '', doctor: doctors[0], room: 1, time: '12:00', isDraft: true }]);
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'patient' } }));
  };

  const cancel = (id: GridRowId) => {
    setRowModesModel((model) => ({ ...model, [id]: { mode: GridRowModes.View, ignoreModifications: true } }));
    // A draft row that was never saved disappears on cancel.
    setRows((current) => current.filter((row) => !(row.id === id && row.isDraft)));
  };

  const remove = (id: GridRowId) => {
    setRows((current) => current.filter((row) => row.id !== id));
    setMessage(`Appointment ${id} deleted.`);
  };

  const keepOpenOnFocusOut: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === 'rowFocusOut') event.defaultMuiPrevented = true;
  };

  const columns: GridColDef<Appointment>[] = [
    { field: 'time', headerName: 'Time', width: 90, editable: true },
    { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150, editable: true },
    { field: 'doctor', headerName: 'Doctor', type: 'singleSelect', valueOptions: doctors, width: 150, editable: true },
    { field: 'room', headerName: 'Room', type: 'number', width: 80, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id }) =>
        rowModesModel[id]?.mode === GridRowModes.Edit
          ? [
              <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.View } }))} />,
              <GridActionsCellItem key="cancel" icon={<CloseIcon />} label="Cancel" onClick={() => cancel(id)} />,
            ]
          : [
              <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setRowModesModel((m) => ({ ...m, [id]: { mode: GridRowModes.Edit } }))} />,
              <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={() => remove(id)} />,
            ],
    },
  ];

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" role="status">
          {message}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={addAppointment}>
          Book appointment
        </Button>
      </Stack>
      <div style={{ height: 340, width: '100%' }}>
        <DataGrid
          label="Clinic appointments"
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={keepOpenOnFocusOut}
          processRowUpdate={(updated: Appointment) => {
            const saved = { ...updated, isDraft: false };
            setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
            setMessage(`Saved ${saved.time} with ${saved.doctor} for ${saved.patient || 'an unnamed patient'}.`);
            return saved;
          }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
