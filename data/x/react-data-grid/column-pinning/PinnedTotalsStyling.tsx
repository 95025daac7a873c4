import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Sales = { id: number; store: string; jan: number; feb: number; mar: number; apr: number; may: number; jun: number; total: number };

const monthly: Omit<Sales, 'total'>[] = [
  { id: 1, store: 'Riverside', jan: 41, feb: 38, mar: 45, apr: 50, may: 53, jun: 58 },
  { id: 2, store: 'Old Town', jan: 62, feb: 59, mar: 64, apr: 61, may: 66, jun: 70 },
  { id: 3, store: 'Airport', jan: 88, feb: 80, mar: 91, apr: 97, may: 102, jun: 115 },
  { id: 4, store: 'Harbourside', jan: 29, feb: 31, mar: 35, apr: 38, may: 44, jun: 49 },
];

const rows: Sales[] = monthly.map((row) => ({
  ...row,
  total: row.jan + row.feb + row.mar + row.apr + row.may + row.jun,
}));

const month = (field: keyof Sales, headerName: string): GridColDef<Sales> => ({
  field,
  headerName,
  type: 'number',
  width: 110,
});

const columns: GridColDef<Sales>[] = [
  { field: 'store', headerName: 'Store', width: 130 },
  month('jan', 'January'),
  month('feb', 'February'),
  month('mar', 'March'),
  month('apr', 'April'),
  month('may', 'May'),
  month('jun', 'June'),
  { field: 'total', headerName: 'Half-year total', type: 'number', width: 150 },
];

export default function PinnedTotalsStyling() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPro
        label="Store sales in thousands of euros"
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ pinnedColumns: { left: ['store'], right: ['total'] } }}
        sx={{
          '& .MuiDataGrid-cell--pinnedLeft': { fontWeight: 600 },
          // Opaque colours: scrolled cells must not show through pinned ones.
          '& .MuiDataGrid-cell--pinnedRight, & .MuiDataGrid-columnHeader--pinnedRight': {
            bgcolor: 'background.paper',
            borderLeft: 2,
            borderLeftColor: 'primary.main',
            fontWeight: 600,
          },
        }}
      />
    </div>
  );
}
