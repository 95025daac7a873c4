import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; year: number; copies: number };

const titles = ['The Quiet Harbour', 'Salt and Stone', 'A Map of Small Things', 'Northern Lights', 'The Glass Orchard', 'Letters to June', 'Paper Moons'];
const authors = ['M. Okonkwo', 'S. Lindgren', 'R. Alvarez', 'T. Nakamura', 'E. Dubois'];

const rows: Book[] = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  title: `${titles[index % titles.length]}${index >= titles.length ? ` (vol. ${Math.floor(index / titles.length) + 1})` : ''}`,
  author: authors[(index * 3) % authors.length],
  year: 1985 + ((index * 7) % 38),
  copies: ((index * 13) % 9) + 1,
}));

const columns: GridColDef<Book>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value: number) => String(value) },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

export default function PageSizeOptions() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Library catalogue"
        rows={rows}
        columns={columns}
        pageSizeOptions={[5, 10, 25, { value: 48, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
      />
    </div>
  );
}
