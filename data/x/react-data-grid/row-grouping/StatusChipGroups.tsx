import Chip from '@mui/material/Chip';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Status = 'Pending' | 'Shipped' | 'Returned';
type Order = { id: string; customer: string; status: Status; items: number };

const rows: Order[] = [
  { id: 'WO-301', customer: 'Tamsin Roe', status: 'Shipped', items: 3 },
  { id: 'WO-302', customer: 'Bao Tran', status: 'Pending', items: 1 },
  { id: 'WO-303', customer: 'Ines Kaur', status: 'Shipped', items: 5 },
  { id: 'WO-304', customer: 'Oskar Berg', status: 'Returned', items: 2 },
  { id: 'WO-305', customer: 'Zara Lopes', status: 'Pending', items: 4 },
  { id: 'WO-306', customer: 'Femi Ade', status: 'Shipped', items: 1 },
];

const chipColor = { Pending: 'warning', Shipped: 'success', Returned: 'default' } as const;

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 130,
    renderCell: (params) => {
      // Group rows show the plain key; only order rows get the chip.
      if (params.rowNode.type === 'group') {
        return params.value;
      }
      const status = params.value as Status;
      return <Chip size="small" label={status} color={chipColor[status]} variant="outlined" />;
    },
  },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
];

export default function StatusChipGroups() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['status'] } }}
        aria-label="Web orders grouped by status"
      />
    </div>
  );
}
