import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Title = { id: number; title: string; published: number; shelf: number; loans: number };

const rows: Title[] = [
  { id: 1, title: 'The Salt Road', published: 2019, shelf: 14, loans: 37 },
  { id: 2, title: 'A Field Guide to Moss', published: 2008, shelf: 3, loans: 12 },
  { id: 3, title: 'Night Trains of Europe', published: 2021, shelf: 22, loans: 51 },
  { id: 4, title: 'Cooking with Smoke', published: 2015, shelf: 9, loans: 28 },
  { id: 5, title: 'Small Engines, Big Ideas', published: 1998, shelf: 17, loans: 6 },
];

const columns: GridColDef<Title>[] = [
  { field: 'title', headerName: 'Title', width: 210 },
  // A year or a shelf number is a label, not a quantity: summing it means nothing.
  { field: 'published', headerName: 'Published', type: 'number', width: 120, aggregable: false,
    valueFormatter: (value?: number) => (value == null ? '' : String(value)) },
  { field: 'shelf', headerName: 'Shelf', type: 'number', width: 100, aggregable: false },
  { field: 'loans', headerName: 'Loans this year', type: 'number', width: 160 },
];

export default function LibraryLoansAggregable() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPremium
        label="Library loans"
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { loans: 'sum' } } }}
      />
    </div>
  );
}
