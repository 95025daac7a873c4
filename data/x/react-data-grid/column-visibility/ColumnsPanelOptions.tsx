import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Patient = { id: number; internalRef: string; name: string; ward: string; bed: string; admitted: Date; doctor: string; diet: string };

const rows: Patient[] = [
  { id: 1, internalRef: 'P-77812', name: 'Harriet Cole', ward: 'Cardiology', bed: 'C-04', admitted: new Date(2025, 2, 10), doctor: 'Dr. Osei', diet: 'Low sodium' },
  { id: 2, internalRef: 'P-77835', name: 'Bilal Rahman', ward: 'Orthopaedics', bed: 'O-11', admitted: new Date(2025, 2, 12), doctor: 'Dr. Lind', diet: 'Standard' },
  { id: 3, internalRef: 'P-77840', name: 'Yuki Sato', ward: 'Cardiology', bed: 'C-09', admitted: new Date(2025, 2, 13), doctor: 'Dr. Osei', diet: 'Diabetic' },
];

const columns: GridColDef<Patient>[] = [
  { field: 'internalRef', headerName: 'Internal reference', width: 150 },
  { field: 'name', headerName: 'Patient', width: 160, hideable: false },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'bed', headerName: 'Bed', width: 80 },
  { field: 'admitted', headerName: 'Admitted', type: 'date', width: 120 },
  { field: 'doctor', headerName: 'Doctor', width: 120 },
  { field: 'diet', headerName: 'Diet', width: 120 },
];

// The internal reference is always hidden and never offered in the panel.
const togglable = (cols: GridColDef[]) => cols.filter((c) => c.field !== 'internalRef').map((c) => c.field);

export default function ColumnsPanelOptions() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid
        label="Ward list"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ columns: { columnVisibilityModel: { internalRef: false, diet: false } } }}
        slotProps={{
          toolbar: { showQuickFilter: false },
          columnsManagement: {
            getTogglableColumns: togglable,
            sort: 'asc',
            toggleAllMode: 'filteredOnly',
          },
        }}
      />
    </div>
  );
}
