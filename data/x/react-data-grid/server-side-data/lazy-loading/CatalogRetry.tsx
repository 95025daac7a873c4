import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';

type Product = { id: number; name: string; category: string; price: number };

// --- A fake catalogue API: 2,000 products. The first request past row 200 fails. ---
const adjectives = ['Compact', 'Classic', 'Rugged', 'Silent', 'Smart', 'Foldable', 'Wireless'];
const nouns = ['kettle', 'desk fan', 'backpack', 'headset', 'lamp', 'scale', 'speaker', 'tent'];
const categories = ['Home', 'Office', 'Outdoor', 'Audio'];
const catalogue: Product[] = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  name: `${adjectives[index % adjectives.length]} ${nouns[(index * 3) % nouns.length]} ${100 + index}`,
  category: categories[(index * 7) % categories.length],
  price: 9 + ((index * 389) % 29000) / 100,
}));
let hasFailed = false;

function fetchProducts({ start, end }: GridGetRowsParams) {
  const first = Number(start);
  return new Promise<{ rows: Product[]; rowCount: number }>((resolve, reject) => {
    setTimeout(() => {
      if (end >= 200 && !hasFailed) {
        hasFailed = true;
        reject(new Error(`Gateway timeout for rows ${first}–${end}`));
        return;
      }
      resolve({ rows: catalogue.slice(first, end + 1), rowCount: catalogue.length });
    }, 500);
  });
}
// --- End of the fake API. ---

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', type: 'number', width: 80 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, valueFormatter: (value: number) => `$${value.toFixed(2)}` },
];

const dataSource: GridDataSource = { getRows: fetchProducts };

export default function CatalogRetry() {
  const apiRef = useGridApiRef();
  const [failed, setFailed] = React.useState<GridGetRowsError | null>(null);

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    if (error instanceof GridGetRowsError) setFailed(error); // not an editing error
  };

  const retry = () => {
    if (failed) apiRef.current?.dataSource.fetchRows(undefined, failed.params); // the same block again
    setFailed(null);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Alert
        severity={failed ? 'error' : 'info'}
        sx={{ mb: 1 }}
        action={failed && <Button color="inherit" size="small" onClick={retry}>Retry</Button>}
      >
        {failed ? failed.message : 'Scroll past row 200: the first request there fails.'}
      </Alert>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          apiRef={apiRef}
          label="Catalogue"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          lazyLoading
          disableColumnFilter
          disableColumnSorting
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
