import {
  DataGridPremium,
  GridSidebarValue,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type Shift = { id: number; nurse: string; badge: string; ward: string; shift: string; hours: number; overtime: number };

const rows: Shift[] = [
  { id: 1, nurse: 'A. Kimura', badge: 'N-0412', ward: 'Cardiology', shift: 'Day', hours: 36, overtime: 2 },
  { id: 2, nurse: 'B. Adeyemi', badge: 'N-0388', ward: 'Cardiology', shift: 'Night', hours: 40, overtime: 6 },
  { id: 3, nurse: 'C. Moreau', badge: 'N-0501', ward: 'Oncology', shift: 'Day', hours: 32, overtime: 0 },
  { id: 4, nurse: 'D. Eriksen', badge: 'N-0277', ward: 'Oncology', shift: 'Night', hours: 38, overtime: 4 },
  { id: 5, nurse: 'E. Santos', badge: 'N-0455', ward: 'Paediatrics', shift: 'Day', hours: 36, overtime: 1 },
  { id: 6, nurse: 'F. Novak', badge: 'N-0519', ward: 'Paediatrics', shift: 'Night', hours: 30, overtime: 0 },
];

const columns: GridColDef<Shift>[] = [
  // Personal identifiers make no sense as pivot fields: they stay out of the panel.
  { field: 'nurse', headerName: 'Nurse', width: 120, pivotable: false },
  { field: 'badge', headerName: 'Badge', width: 100, pivotable: false },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'shift', headerName: 'Shift', width: 90 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
  { field: 'overtime', headerName: 'Overtime', type: 'number', width: 100 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'ward' }],
  columns: [{ field: 'shift' }],
  values: [{ field: 'hours', aggFunc: 'sum' }],
};

export default function PivotNonPivotable() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        label="Nursing hours this week"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: { enabled: true, model: pivotModel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
      />
    </div>
  );
}
