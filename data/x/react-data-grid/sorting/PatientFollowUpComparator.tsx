import {
  DataGrid,
  gridDateComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

type Patient = { id: number; name: string; clinician: string; followUp: Date | null };

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const formatDay = (date: Date) => `${date.getDate()} ${months[date.getMonth()]} ${date.getFullYear()}`;

// Patients without a follow-up stay at the bottom, whichever way the column is sorted.
const followUpComparator = (direction: GridSortDirection): GridComparatorFn<Date | null> => {
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b, p1, p2) => {
    if (a === null || b === null) {
      return (a === null ? 1 : 0) - (b === null ? 1 : 0);
    }
    return sign * gridDateComparator(a, b, p1, p2);
  };
};

const rows: Patient[] = [
  { id: 1, name: 'Mateo Álvarez', clinician: 'Dr. Nair', followUp: new Date(2025, 3, 2) },
  { id: 2, name: 'Ingrid Solberg', clinician: 'Dr. Osei', followUp: null },
  { id: 3, name: 'Kwame Mensah', clinician: 'Dr. Nair', followUp: new Date(2025, 2, 18) },
  { id: 4, name: 'Leila Farouk', clinician: 'Dr. Brandt', followUp: new Date(2025, 4, 27) },
  { id: 5, name: 'Sven Lindqvist', clinician: 'Dr. Osei', followUp: null },
  { id: 6, name: 'Yuki Mori', clinician: 'Dr. Brandt', followUp: new Date(2025, 2, 24) },
];

const columns: GridColDef<Patient>[] = [
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 160 },
  { field: 'clinician', headerName: 'Clinician', width: 120 },
  {
    field: 'followUp',
    headerName: 'Follow-up',
    type: 'date',
    width: 140,
    valueFormatter: (value: Date | null) => (value ? formatDay(value) : 'Not booked'),
    getSortComparator: followUpComparator,
  },
];

export default function PatientFollowUpComparator() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        label="Patient follow-ups"
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'followUp', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
