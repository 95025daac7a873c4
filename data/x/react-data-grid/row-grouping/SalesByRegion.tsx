import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Sale = { id: number; region: string; country: string; category: string; rep: string; amount: number };

const rows: Sale[] = [
  { id: 1, region: 'Europe', country: 'Germany', category: 'Laptops', rep: 'Anna Weber', amount: 18_400 },
  { id: 2, region: 'Europe', country: 'France', category: 'Monitors', rep: 'Louis Bernard', amount: 6_250 },
  { id: 3, region: 'Europe', country: 'Germany', category: 'Monitors', rep: 'Anna Weber', amount: 4_900 },
  { id: 4, region: 'Europe', country: 'Spain', category: 'Laptops', rep: 'Lucía Gómez', amount: 12_300 },
  { id: 5, region: 'North America', country: 'United States', category: 'Laptops', rep: 'Jordan Lee', amount: 27_800 },
  { id: 6, region: 'North America', country: 'Canada', category: 'Accessories', rep: 'Émilie Roy', amount: 2_150 },
  { id: 7, region: 'North America', country: 'United States', category: 'Monitors', rep: 'Jordan Lee', amount: 9_700 },
  { id: 8, region: 'Asia Pacific', country: 'Japan', category: 'Laptops', rep: 'Kenji Sato', amount: 15_600 },
  { id: 9, region: 'Asia Pacific', country: 'Australia', category: 'Accessories', rep: 'Mia Thompson', amount: 3_480 },
  { id: 10, region: 'Asia Pacific', country: 'Japan', category: 'Monitors', rep: 'Kenji Sato', amount: 7_020 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'rep', headerName: 'Sales rep', width: 150 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)) },
];

export default function SalesByRegion() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['region'] } }}
        defaultGroupingExpansionDepth={1}
        disableRowSelectionOnClick
      />
    </div>
  );
}
