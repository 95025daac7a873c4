import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Appointment = { id: number; department: string; doctor: string; patient: string; slot: string };

const rows: Appointment[] = [
  { id: 1, department: 'Cardiology', doctor: 'Dr. Haddad', patient: 'M. Novak', slot: '08:30' },
  { id: 2, department: 'Cardiology', doctor: 'Dr. Haddad', patient: 'T. Ueda', slot: '09:15' },
  { id: 3, department: 'Cardiology', doctor: 'Dr. Kowal', patient: 'R. Silva', slot: '10:00' },
  { id: 4, department: 'Dermatology', doctor: 'Dr. Obi', patient: 'L. Martin', slot: '08:45' },
  { id: 5, department: 'Dermatology', doctor: 'Dr. Obi', patient: 'S. Andersen', slot: '09:30' },
  { id: 6, department: 'Pediatrics', doctor: 'Dr. Ferreira', patient: 'E. Rossi', slot: '11:00' },
  { id: 7, department: 'Pediatrics', doctor: 'Dr. Laine', patient: 'K. Mensah', slot: '11:20' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'doctor', headerName: 'Doctor', width: 130 },
  { field: 'patient', headerName: 'Patient', width: 130 },
  { field: 'slot', headerName: 'Time', width: 90 },
];

export default function ClinicMultipleColumns() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="multiple"
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['department', 'doctor'] },
          columns: { columnVisibilityModel: { department: false, doctor: false } },
        }}
        aria-label="Appointments with one grouping column for department and one for doctor"
      />
    </div>
  );
}
