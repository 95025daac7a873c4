import {
  DataGridPremium,
  gridClasses,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';

type TicketSale = { id: number; act: string; season: string; city: string; tickets: number; revenue: number };

const cities = ['Lisbon', 'Madrid', 'Lyon', 'Milan', 'Vienna', 'Prague'];
const acts = ['The Lanterns', 'Mira Okoye Trio', 'Northbound'];

// A fixed, formula-based dataset: every act plays every city in both seasons.
const rows: TicketSale[] = acts.flatMap((act, a) =>
  ['Spring', 'Autumn'].flatMap((season, s) =>
    cities.map((city, c) => {
      const tickets = 900 + ((a * 7 + s * 5 + c * 3) % 9) * 150;
      return { id: a * 100 + s * 10 + c, act, season, city, tickets, revenue: tickets * (38 + a * 4) };
    }),
  ),
);

const columns: GridColDef<TicketSale>[] = [
  { field: 'act', headerName: 'Act', width: 160 },
  { field: 'season', headerName: 'Season', width: 100 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'tickets', headerName: 'Tickets', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'act' }],
  columns: [{ field: 'season' }, { field: 'city' }],
  values: [
    { field: 'tickets', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};

// Each season spans 12 columns, wider than the grid: keep its label in view while scrolling sideways.
const stickyGroupLabels = {
  [`& .${gridClasses['columnHeader--filledGroup']}`]: {
    [`& .${gridClasses.columnHeaderTitleContainer}`]: { overflow: 'visible' },
    [`& .${gridClasses.columnHeaderTitleContainerContent}`]: { position: 'sticky', left: 8 },
  },
};

export default function PivotStickyGroups() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        label="Tour ticket sales"
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { enabled: true, model: pivotModel } }}
        sx={stickyGroupLabels}
      />
    </div>
  );
}
