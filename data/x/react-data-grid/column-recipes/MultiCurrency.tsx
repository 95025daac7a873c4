import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Payment = { id: number; payee: string; country: string; amount: number; currency: string; amountEur: number };

const rows: Payment[] = [
  { id: 1, payee: 'Kyoto Print Works', country: 'Japan', amount: 182000, currency: 'JPY', amountEur: 1105.3 },
  { id: 2, payee: 'Hudson Media LLC', country: 'United States', amount: 2450, currency: 'USD', amountEur: 2262.1 },
  { id: 3, payee: 'Fjord Consulting AS', country: 'Norway', amount: 19800, currency: 'NOK', amountEur: 1690.4 },
  { id: 4, payee: 'Thornbury Ltd', country: 'United Kingdom', amount: 980, currency: 'GBP', amountEur: 1151.8 },
];

// One formatter per currency, created once and reused for every cell.
const formatters = new Map<string, Intl.NumberFormat>();
const formatMoney = (value: number, currency: string) => {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(value);
};

const columns: GridColDef<Payment>[] = [
  { field: 'payee', headerName: 'Payee', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    sortable: false,
    description: 'In the currency of the invoice; sort by the euro column instead',
    valueFormatter: (value: number, row) => formatMoney(value, row.currency),
  },
  {
    field: 'amountEur',
    headerName: 'Amount (EUR)',
    type: 'number',
    width: 150,
    valueFormatter: (value: number) => formatMoney(value, 'EUR'),
  },
];

export default function MultiCurrency() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
