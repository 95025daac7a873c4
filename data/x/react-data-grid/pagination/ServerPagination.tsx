import * as React from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

type Invoice = { id: string; client: string; amount: number; status: string };

const clients = ['Acme Corp', 'Birch & Co', 'Cobalt Labs', 'Delta Foods', 'Evergreen Ltd', 'Fjord Media'];
const statuses = ['Paid', 'Sent', 'Overdue', 'Draft'];

// 137 invoices "in the database", generated the same way on every render.
const database: Invoice[] = Array.from({ length: 137 }, (_, index) => ({
  id: `INV-${2000 + index}`,
  client: clients[(index * 5) % clients.length],
  amount: 150 + ((index * 389) % 4800),
  status: statuses[(index * 3) % statuses.length],
}));

// A fake endpoint: returns one page and the total, after 400 ms.
function fetchInvoices({ page, pageSize }: GridPaginationModel) {
  return new Promise<{ rows: Invoice[]; total: number }>((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({ rows: database.slice(start, start + pageSize), total: database.length });
    }, 400);
  });
}

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function ServerPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Invoice[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchInvoices(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setRowCount(result.total); // kept between requests, so the page count stays stable while loading
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Invoices"
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        loading={loading}
      />
    </div>
  );
}
