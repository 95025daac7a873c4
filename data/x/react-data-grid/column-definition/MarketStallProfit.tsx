import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type StallDay = {
  id: number;
  trader: { first: string; last: string };
  market: string;
  takings: number;
  pitchFee: number;
  stockCost: number;
  // Stored as a fraction, e.g. 0.8 for 80 %.
  sunnyShare: number | null;
};

const rows: StallDay[] = [
  { id: 1, trader: { first: 'Lena', last: 'Fischer' }, market: 'Borough', takings: 1240, pitchFee: 95, stockCost: 610, sunnyShare: 0.8 },
  { id: 2, trader: { first: 'Kwame', last: 'Mensah' }, market: 'Camden', takings: 860, pitchFee: 70, stockCost: 420, sunnyShare: 0.35 },
  { id: 3, trader: { first: 'Rosa', last: 'Lindqvist' }, market: 'Borough', takings: 1515, pitchFee: 95, stockCost: 990, sunnyShare: null },
  { id: 4, trader: { first: 'Arjun', last: 'Mehta' }, market: 'Greenwich', takings: 640, pitchFee: 55, stockCost: 380, sunnyShare: 0.6 },
  { id: 5, trader: { first: 'Chloé', last: 'Martin' }, market: 'Camden', takings: 990, pitchFee: 70, stockCost: 515, sunnyShare: 0.1 },
];

const columns: GridColDef<StallDay>[] = [
  {
    // Derived from a nested object: the row has no `traderName` property.
    field: 'traderName',
    headerName: 'Trader',
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => `${row.trader.first} ${row.trader.last}`,
  },
  { field: 'market', headerName: 'Market', width: 110 },
  { field: 'takings', headerName: 'Takings (£)', type: 'number', width: 110 },
  {
    // Combines three fields; sorting and filtering use this number.
    field: 'profit',
    headerName: 'Profit (£)',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.takings - row.pitchFee - row.stockCost,
  },
  {
    // Transforms the stored value; keeps a missing value missing.
    field: 'sunnyShare',
    headerName: 'Sunny hours (%)',
    type: 'number',
    width: 140,
    valueGetter: (value: number | null) => (value == null ? null : Math.round(value * 100)),
  },
];

export default function MarketStallProfit() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Market stall takings"
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'profit', sort: 'desc' }] } }}
        hideFooter
      />
    </div>
  );
}
