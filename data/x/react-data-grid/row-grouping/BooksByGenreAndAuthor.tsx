import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Book = { id: number; title: string; genre: string; author: string; stock: number };

const rows: Book[] = [
  { id: 1, title: 'The Salt Road', genre: 'Fiction', author: 'Mara Ilves', stock: 4 },
  { id: 2, title: 'Harbour Lights', genre: 'Fiction', author: 'Mara Ilves', stock: 2 },
  { id: 3, title: 'A Winter in Tromsø', genre: 'Fiction', author: 'Jonas Brekke', stock: 7 },
  { id: 4, title: 'Small Gardens', genre: 'Home', author: 'Ada Okafor', stock: 3 },
  { id: 5, title: 'Balcony Herbs', genre: 'Home', author: 'Ada Okafor', stock: 9 },
  { id: 6, title: 'Fix It Yourself', genre: 'Home', author: 'Pete Lindqvist', stock: 1 },
  { id: 7, title: 'Stars Without a Telescope', genre: 'Science', author: 'Ravi Menon', stock: 5 },
  { id: 8, title: 'The Patient Atom', genre: 'Science', author: 'Ravi Menon', stock: 2 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 220 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

export default function BooksByGenreAndAuthor() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['genre', 'author'] } }}
        aria-label="Book shop stock grouped by genre, then author"
      />
    </div>
  );
}
