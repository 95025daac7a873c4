import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Account = { id: number; bank: string; product: string; rate: number; minimum: number };

// Rates are stored as fractions, as an API would usually send them.
const rows: Account[] = [
  { id: 1, bank: 'Northwind Bank', product: 'Easy access', rate: 0.0325, minimum: 1 },
  { id: 2, bank: 'Harbour Mutual', product: '1-year fixed', rate: 0.0441, minimum: 1000 },
  { id: 3, bank: 'Fenland Savings', product: 'Notice (90 days)', rate: 0.0398, minimum: 500 },
  { id: 4, bank: 'Cobalt Direct', product: 'Easy access', rate: 0.029, minimum: 0 },
  { id: 5, bank: 'Harbour Mutual', product: '2-year fixed', rate: 0.0415, minimum: 1000 },
];

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

const columns: GridColDef<Account>[] = [
  { field: 'bank', headerName: 'Bank', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'rate',
    headerName: 'AER',
    type: 'number',
    width: 100,
    // Getter: 0.0325 becomes 3.25, the number that is sorted and filtered on.
    valueGetter: (value: number) => Math.round(value * 10000) / 100,
    // Formatter: 3.25 is displayed as "3.25 %". Only the text changes.
    valueFormatter: (value?: number) => (value == null ? '' : `${value.toFixed(2)} %`),
  },
  {
    field: 'minimum',
    headerName: 'Minimum deposit',
    type: 'number',
    width: 150,
    valueFormatter: (value?: number) => (value ? gbp.format(value) : 'None'),
  },
];

export default function SavingsRates() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Savings accounts"
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'rate', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
