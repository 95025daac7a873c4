import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

type Loan = { id: number; branch: string; format: string; audience: string; loans: number };

const rows: Loan[] = [
  { id: 1, branch: 'Central', format: 'Print', audience: 'Adult', loans: 1_240 },
  { id: 2, branch: 'Central', format: 'E-book', audience: 'Adult', loans: 860 },
  { id: 3, branch: 'Central', format: 'Audio', audience: 'Adult', loans: 310 },
  { id: 4, branch: 'Central', format: 'Print', audience: 'Children', loans: 990 },
  { id: 5, branch: 'Riverside', format: 'Print', audience: 'Adult', loans: 520 },
  { id: 6, branch: 'Riverside', format: 'E-book', audience: 'Adult', loans: 280 },
  { id: 7, branch: 'Riverside', format: 'Print', audience: 'Children', loans: 640 },
  { id: 8, branch: 'Hillcrest', format: 'Print', audience: 'Adult', loans: 410 },
  { id: 9, branch: 'Hillcrest', format: 'Audio', audience: 'Adult', loans: 150 },
  { id: 10, branch: 'Hillcrest', format: 'E-book', audience: 'Children', loans: 95 },
];

const columns: GridColDef<Loan>[] = [
  { field: 'branch', headerName: 'Branch', width: 130 },
  { field: 'format', headerName: 'Format', width: 110 },
  { field: 'audience', headerName: 'Audience', width: 110 },
  { field: 'loans', headerName: 'Loans', type: 'number', width: 100 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'branch' }],
  columns: [{ field: 'format', sort: 'asc' }],
  values: [{ field: 'loans', aggFunc: 'sum' }],
};

// Uncontrolled: the grid starts pivoted, then owns the state. The panel stays closed.
export default function PivotInitialState() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium
        label="Library loans in March"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
      />
    </div>
  );
}
