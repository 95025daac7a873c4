import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  item: string;
  quantity: number;
  pickup: string;
}

const orders: Order[] = [
  { id: 1, customer: 'Café Lumière', item: 'Sourdough loaf', quantity: 24, pickup: '06:30' },
  { id: 2, customer: 'Hotel Arden', item: 'Butter croissant', quantity: 120, pickup: '06:45' },
  { id: 3, customer: 'Green Fork', item: 'Rye sandwich bread', quantity: 18, pickup: '07:00' },
  { id: 4, customer: 'Café Lumière', item: 'Pain au chocolat', quantity: 60, pickup: '07:15' },
  { id: 5, customer: 'Bistro 41', item: 'Baguette', quantity: 40, pickup: '07:30' },
];

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'pickup', headerName: 'Pickup', width: 90 },
];

export default function BakeryOrdersCsvOnly() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Tomorrow's wholesale orders"
        rows={orders}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'bakery-orders' },
            // Drivers get a CSV for their route app; nobody needs a printout.
            printOptions: { disableToolbarButton: true },
          },
        }}
        hideFooter
      />
    </div>
  );
}
