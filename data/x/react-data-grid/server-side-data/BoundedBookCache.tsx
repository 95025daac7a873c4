import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

type Stats = { entries: number; hits: number; misses: number };

// A custom cache: keeps at most `limit` entries, dropping the least recently used one.
class BoundedCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  private stats: Stats = { entries: 0, hits: 0, misses: 0 };

  constructor(
    private limit: number,
    private onChange: (stats: Stats) => void,
  ) {}

  private key(params: GridGetRowsParams) {
    return JSON.stringify([params.sortModel, params.filterModel, params.start, params.end]);
  }

  private report() {
    this.stats.entries = this.entries.size;
    const snapshot = { ...this.stats };
    // Report outside the grid's own work.
    queueMicrotask(() => this.onChange(snapshot));
  }

  get(params: GridGetRowsParams) {
    const key = this.key(params);
    const value = this.entries.get(key);
    if (value) {
      // Move to the end: most recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
      this.stats.hits += 1;
    } else {
      this.stats.misses += 1;
    }
    this.report();
    return value;
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(this.key(params), value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) {
        this.entries.delete(oldest);
      }
    }
    this.report();
  }

  clear() {
    this.entries.clear();
    this.report();
  }
}

type Book = { id: number; title: string; author: string; price: number };

const authors = ['Le Guin', 'Achebe', 'Murakami', 'Atwood', 'Calvino', 'Morrison'];
const books: Book[] = Array.from({ length: 48 }, (_, index) => ({
  id: index + 1,
  title: `Volume ${index + 1}`,
  author: authors[index % authors.length],
  price: 9 + ((index * 7) % 20),
}));

const dataSource: GridDataSource = {
  getRows: (params) => {
    const start = Number(params.start);
    return new Promise((resolve) => {
      setTimeout(() => resolve({ rows: books.slice(start, params.end + 1), rowCount: books.length }), 300);
    });
  },
};

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 120 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

export default function BoundedBookCache() {
  const [stats, setStats] = React.useState<Stats>({ entries: 0, hits: 0, misses: 0 });
  const cache = React.useMemo(() => new BoundedCache(3, setStats), []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {stats.entries} of 3 entries kept · {stats.hits} hits · {stats.misses} misses
        </Typography>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear cache
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          label="Book catalogue"
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[6]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 6 } } }}
        />
      </Box>
    </Stack>
  );
}
