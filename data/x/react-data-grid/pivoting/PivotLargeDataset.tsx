import {
  DataGridPremium,
  GridSidebarValue,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type Trade = {
  id: number;
  tradeDate: Date;
  commodity: string;
  exchange: string;
  desk: string;
  trader: string;
  side: 'Buy' | 'Sell';
  contracts: number;
  price: number;
  status: string;
};

// A small seeded generator (mulberry32): the same 240 trades on the server and in the browser.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const commodities: Record<string, { exchange: string; basePrice: number }> = {
  Wheat: { exchange: 'Euronext', basePrice: 230 },
  Corn: { exchange: 'CBOT', basePrice: 190 },
  Soybeans: { exchange: 'CBOT', basePrice: 410 },
  Coffee: { exchange: 'ICE', basePrice: 3_100 },
  Cocoa: { exchange: 'ICE', basePrice: 7_800 },
  Sugar: { exchange: 'ICE', basePrice: 480 },
};
const desks = ['Softs', 'Grains'];
const traders = ['R. Iyer', 'M. Keller', 'S. Oduya', 'J. Park', 'L. Ortega'];
const statuses = ['Settled', 'Settled', 'Settled', 'Pending', 'Cancelled'];

function createTrades(count: number): Trade[] {
  const random = createRandom(2025);
  const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const names = Object.keys(commodities);
  return Array.from({ length: count }, (_, index) => {
    const commodity = pick(names);
    const { exchange, basePrice } = commodities[commodity];
    return {
      id: index + 1,
      tradeDate: new Date(2024 + Math.floor(random() * 2), Math.floor(random() * 12), 1 + Math.floor(random() * 28)),
      commodity,
      exchange,
      desk: ['Coffee', 'Cocoa', 'Sugar'].includes(commodity) ? desks[0] : desks[1],
      trader: pick(traders),
      side: random() < 0.5 ? 'Buy' : 'Sell',
      contracts: 1 + Math.floor(random() * 40),
      price: Math.round(basePrice * (0.85 + random() * 0.3)),
      status: pick(statuses),
    };
  });
}

const rows = createTrades(240);

// Local calendar date as YYYY-MM-DD: the same text whatever the locale or time zone.
function formatDay(value: Date) {
  const month = String(value.getMonth() + 1).padStart(2, '0');
  const day = String(value.getDate()).padStart(2, '0');
  return `${value.getFullYear()}-${month}-${day}`;
}

const columns: GridColDef<Trade>[] = [
  { field: 'id', headerName: 'Trade', type: 'number', width: 80, pivotable: false },
  { field: 'tradeDate', headerName: 'Trade date', type: 'date', width: 120,
    valueFormatter: (value?: Date) => (value ? formatDay(value) : '') },
  { field: 'commodity', headerName: 'Commodity', width: 120 },
  { field: 'exchange', headerName: 'Exchange', width: 110 },
  { field: 'desk', headerName: 'Desk', width: 90 },
  { field: 'trader', headerName: 'Trader', width: 110 },
  { field: 'side', headerName: 'Side', width: 80 },
  { field: 'contracts', headerName: 'Contracts', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, availableAggregationFunctions: ['avg', 'min', 'max'] },
  { field: 'notional', headerName: 'Notional', type: 'number', width: 130,
    valueGetter: (_value, row) => row.contracts * row.price },
  { field: 'status', headerName: 'Status', width: 110 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'desk' }, { field: 'commodity' }],
  columns: [{ field: 'tradeDate-year', sort: 'asc' }, { field: 'side' }],
  values: [
    { field: 'contracts', aggFunc: 'sum' },
    { field: 'price', aggFunc: 'avg' },
  ],
};

export default function PivotLargeDataset() {
  return (
    <div style={{ height: 520, width: '100%' }}>
      <DataGridPremium
        label="Commodity trades"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          pivoting: { enabled: true, model: pivotModel },
          sidebar: { open: true, value: GridSidebarValue.Pivot },
        }}
      />
    </div>
  );
}
