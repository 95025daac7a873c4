import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  orderId: string;
  customer: string;
  item: string;
  quantity: number;
  unitPrice: number;
}

// Two consecutive orders come from the same customer, and two lines share a quantity.
const lines: OrderLine[] = [
  { id: 1, orderId: 'PO-7710', customer: 'Northwind', item: 'Desk lamp', quantity: 4, unitPrice: 39 },
  { id: 2, orderId: 'PO-7710', customer: 'Northwind', item: 'Monitor arm', quantity: 4, unitPrice: 89 },
  { id: 3, orderId: 'PO-7711', customer: 'Northwind', item: 'Office chair', quantity: 2, unitPrice: 229 },
  { id: 4, orderId: 'PO-7712', customer: 'Contoso', item: 'Standing desk', quantity: 1, unitPrice: 549 },
  { id: 5, orderId: 'PO-7712', customer: 'Contoso', item: 'Keyboard', quantity: 3, unitPrice: 69 },
  { id: 6, orderId: 'PO-7712', customer: 'Contoso', item: 'Desk lamp', quantity: 3, unitPrice: 39 },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderId', headerName: 'Order', width: 110 },
  {
    field: 'customer',
    headerName: 'Customer',
    width: 130,
    // Compare customer and order together, so PO-7710 and PO-7711 get separate cells.
    rowSpanValueGetter: (value, row) => `${row.orderId}/${value}`,
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  {
    field: 'quantity',
    headerName: 'Qty',
    type: 'number',
    width: 80,
    // Never merge quantities: each line has its own.
    rowSpanValueGetter: () => null,
  },
  {
    field: 'lineTotal',
    headerName: 'Line total ($)',
    type: 'number',
    width: 130,
    valueGetter: (value, row) => row.quantity * row.unitPrice,
    rowSpanValueGetter: () => null,
  },
];

export default function PurchaseOrderLines() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Purchase order lines"
        rows={lines}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        showColumnVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </div>
  );
}
