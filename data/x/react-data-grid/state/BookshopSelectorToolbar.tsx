import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

type Book = { id: number; title: string; author: string; price: number; stock: number };

const books: Book[] = [
  { id: 1, title: 'The Overstory', author: 'Richard Powers', price: 14.99, stock: 6 },
  { id: 2, title: 'Piranesi', author: 'Susanna Clarke', price: 10.99, stock: 11 },
  { id: 3, title: 'Homegoing', author: 'Yaa Gyasi', price: 9.99, stock: 4 },
  { id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', price: 8.99, stock: 9 },
  { id: 5, title: 'Americanah', author: 'Chimamanda Ngozi Adichie', price: 11.49, stock: 3 },
  { id: 6, title: 'A Gentleman in Moscow', author: 'Amor Towles', price: 12.5, stock: 7 },
  { id: 7, title: 'The Vegetarian', author: 'Han Kang', price: 9.49, stock: 5 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 190 },
  { field: 'price', headerName: 'Price (£)', type: 'number', width: 100, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(2)) },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

// Rendered inside the grid: useGridSelector re-renders it when one of these values changes.
function ShelfSummaryToolbar() {
  const apiRef = useGridApiContext();
  const shown = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const [sort] = useGridSelector(apiRef, gridSortModelSelector);
  const sortLabel = sort ? `sorted by ${apiRef.current.getColumn(sort.field).headerName} (${sort.sort === 'asc' ? 'ascending' : 'descending'})` : 'in stock order';

  return (
    <Toolbar style={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" role="status">
        {shown} of {total} books, {sortLabel}
      </Typography>
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search books"
              slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search books' } }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function BookshopSelectorToolbar() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid label="Bookshop stock" rows={books} columns={columns} slots={{ toolbar: ShelfSummaryToolbar }} showToolbar hideFooter />
    </div>
  );
}
