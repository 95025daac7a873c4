import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Loan = { id: number; title: string; member: string; due: string; renewals: number };

const rows: Loan[] = [
  { id: 1, title: 'A Pale View of Hills', member: 'Card 20417', due: '2025-03-04', renewals: 0 },
  { id: 2, title: 'The Overstory', member: 'Card 11893', due: '2025-02-26', renewals: 2 },
  { id: 3, title: 'Piranesi', member: 'Card 30552', due: '2025-03-11', renewals: 1 },
  { id: 4, title: 'Braiding Sweetgrass', member: 'Card 20417', due: '2025-03-01', renewals: 0 },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'member', headerName: 'Member', width: 130 },
  { field: 'due', headerName: 'Due back', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
];

export default function DisabledColumnMenu() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      {/* No menu button on any header; clicking a header still sorts. */}
      <DataGrid label="Library loans" rows={rows} columns={columns} hideFooter disableColumnMenu />
    </div>
  );
}
