import {
  DataGridPremium,
  GridSidebarValue,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type Invoice = { id: number; issued: Date; client: string; service: string; amount: number };

// Dates built from local year, month and day: the same calendar date on the server and in the browser.
const rows: Invoice[] = [
  { id: 1, issued: new Date(2024, 1, 12), client: 'Alder & Co', service: 'Audit', amount: 8_200 },
  { id: 2, issued: new Date(2024, 4, 3), client: 'Brightwater', service: 'Tax return', amount: 2_400 },
  { id: 3, issued: new Date(2024, 7, 21), client: 'Alder & Co', service: 'Payroll', amount: 1_150 },
  { id: 4, issued: new Date(2024, 10, 8), client: 'Corvid Ltd', service: 'Audit', amount: 9_900 },
  { id: 5, issued: new Date(2025, 0, 16), client: 'Brightwater', service: 'Payroll', amount: 1_200 },
  { id: 6, issued: new Date(2025, 2, 27), client: 'Corvid Ltd', service: 'Tax return', amount: 3_050 },
  { id: 7, issued: new Date(2025, 5, 5), client: 'Alder & Co', service: 'Audit', amount: 8_600 },
  { id: 8, issued: new Date(2025, 8, 19), client: 'Brightwater', service: 'Tax return', amount: 2_550 },
];

// Local calendar date as YYYY-MM-DD: the same text whatever the locale or time zone.
function formatDay(value: Date) {
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
}

const columns: GridColDef<Invoice>[] = [
  {
    field: 'issued',
    headerName: 'Issued',
    type: 'date',
    width: 120,
    valueFormatter: (value?: Date) => (value ? formatDay(value) : ''),
  },
  { field: 'client', headerName: 'Client', width: 130 },
  { field: 'service', headerName: 'Service', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
];

// `issued-year` and `issued-quarter` are added by the grid because `issued` is a date column.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'service' }],
  columns: [
    { field: 'issued-year', sort: 'asc' },
    { field: 'issued-quarter', sort: 'asc' },
  ],
  values: [{ field: 'amount', aggFunc: 'sum' }],
};

export default function PivotDateFields() {
  return (
    <div style={{ height: 460, width: '100%' }}>
      <DataGridPremium
        label="Invoices by service, year and quarter"
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
