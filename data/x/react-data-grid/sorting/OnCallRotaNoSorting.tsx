import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Shift = { id: number; week: string; clinician: string; specialty: string; pager: string };

// The rota is meaningful in the order it is written: week after week.
const rows: Shift[] = [
  { id: 1, week: '3–9 Mar', clinician: 'Dr. Amara Osei', specialty: 'Cardiology', pager: '4417' },
  { id: 2, week: '10–16 Mar', clinician: 'Dr. Lukas Brandt', specialty: 'Neurology', pager: '4402' },
  { id: 3, week: '17–23 Mar', clinician: 'Dr. Priya Nair', specialty: 'Cardiology', pager: '4431' },
  { id: 4, week: '24–30 Mar', clinician: 'Dr. Tomás Ferreira', specialty: 'Internal medicine', pager: '4408' },
  { id: 5, week: '31 Mar–6 Apr', clinician: 'Dr. Hana Sato', specialty: 'Neurology', pager: '4425' },
  { id: 6, week: '7–13 Apr', clinician: 'Dr. Omar Haddad', specialty: 'Internal medicine', pager: '4413' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'week', headerName: 'Week', width: 130 },
  { field: 'clinician', headerName: 'On call', flex: 1, minWidth: 170 },
  { field: 'specialty', headerName: 'Specialty', width: 160 },
  { field: 'pager', headerName: 'Pager', width: 90 },
];

export default function OnCallRotaNoSorting() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid label="On-call rota" rows={rows} columns={columns} disableColumnSorting hideFooter />
    </div>
  );
}
