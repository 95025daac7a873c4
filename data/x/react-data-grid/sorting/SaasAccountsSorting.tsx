import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Account = { id: number; company: string; plan: string; seats: number; mrr: number; autoRenew: boolean };

const rows: Account[] = [
  { id: 1, company: 'Northwind Logistics', plan: 'Business', seats: 48, mrr: 2160, autoRenew: true },
  { id: 2, company: 'Árbol Studio', plan: 'Team', seats: 9, mrr: 243, autoRenew: false },
  { id: 3, company: 'Kestrel Analytics', plan: 'Enterprise', seats: 210, mrr: 8400, autoRenew: true },
  { id: 4, company: 'bluefin labs', plan: 'Team', seats: 14, mrr: 378, autoRenew: true },
  { id: 5, company: 'Oakridge Dental', plan: 'Starter', seats: 3, mrr: 45, autoRenew: false },
  { id: 6, company: 'Zephyr Outdoor', plan: 'Business', seats: 36, mrr: 1620, autoRenew: true },
  { id: 7, company: 'Échelle Conseil', plan: 'Starter', seats: 5, mrr: 75, autoRenew: true },
];

// No sorting configuration at all: every column sorts from its header out of the box.
const columns: GridColDef<Account>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'plan', headerName: 'Plan', width: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  {
    field: 'mrr',
    headerName: 'MRR',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'autoRenew', headerName: 'Auto-renew', type: 'boolean', width: 110 },
];

export default function SaasAccountsSorting() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid label="Customer accounts" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
