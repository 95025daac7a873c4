import * as React from 'react';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

type Order = { id: number; customer: string; city: string; total: number; items: number };

const customers = ['Ava Brooks', 'Ben Carter', 'Chen Wei', 'Daria Ivanova', 'Elif Kaya', 'Femi Adebayo', 'Greta Lund', 'Hugo Laurent'];
const cities = ['Austin', 'Bristol', 'Cork', 'Dresden', 'Espoo', 'Faro'];

// Deterministic data: the same rows on the server render and in the browser.
const allOrders: Order[] = Array.from({ length: 24 }, (_, index) => ({
  id: 5001 + index,
  customer: customers[(index * 5) % customers.length],
  city: cities[(index * 7) % cities.length],
  total: Math.round(((index * 37) % 90) * 11.5 + 20),
  items: ((index * 3) % 7) + 1,
}));

// A fake API: sorts on "the server" and answers after 500 ms.
function fetchOrders(sortModel: GridSortModel) {
  return new Promise<Order[]>((resolve) => {
    setTimeout(() => {
      const [item] = sortModel;
      if (!item?.sort) {
        resolve(allOrders);
        return;
      }
      const key = item.field as keyof Order;
      const factor = item.sort === 'asc' ? 1 : -1;
      const sorted = [...allOrders].sort((a, b) => (a[key] > b[key] ? 1 : a[key] < b[key] ? -1 : 0) * factor);
      resolve(sorted);
    }, 500);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'total', sort: 'desc' }]);
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true; // ignore answers that arrive after a newer request
    setLoading(true);
    fetchOrders(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Orders"
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
    </div>
  );
}
