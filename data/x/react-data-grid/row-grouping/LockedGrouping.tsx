import * as React from 'react';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';

type Invoice = { id: string; account: string; project: string; amount: number; paid: boolean };

const rows: Invoice[] = [
  { id: 'INV-501', account: 'Halden Foods', project: 'Label redesign', amount: 2_400, paid: true },
  { id: 'INV-502', account: 'Halden Foods', project: 'Trade fair stand', amount: 5_800, paid: false },
  { id: 'INV-503', account: 'Ostro Bikes', project: 'Spring catalogue', amount: 3_150, paid: true },
  { id: 'INV-504', account: 'Ostro Bikes', project: 'Web shop photos', amount: 1_900, paid: true },
  { id: 'INV-505', account: 'Pell & Co', project: 'Annual report', amount: 4_700, paid: false },
];

const columns: GridColDef<Invoice>[] = [
  // Not groupable from the menus, yet the model groups by it.
  { field: 'account', headerName: 'Account', width: 140, groupable: false },
  { field: 'id', headerName: 'Invoice', width: 100, groupable: false },
  { field: 'project', headerName: 'Project', width: 170 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

export default function LockedGrouping() {
  // Users may add Project or Paid from their menus; "Stop grouping by Account" stays disabled.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['account']);
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingModel={model}
        onRowGroupingModelChange={setModel}
        defaultGroupingExpansionDepth={-1}
        aria-label="Invoices grouped by client account"
      />
    </div>
  );
}
