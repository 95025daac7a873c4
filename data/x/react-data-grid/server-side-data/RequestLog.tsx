import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';

type Product = { id: number; sku: string; name: string; stock: number };

const names = ['Desk lamp', 'Notebook', 'Stapler', 'Monitor arm', 'Desk mat', 'Pen set', 'Cable tray', 'Footrest'];
const database: Product[] = Array.from({ length: 64 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${String(4100 + index * 7)}`,
  name: `${names[index % names.length]} ${Math.floor(index / names.length) + 1}`,
  stock: (index * 37) % 120,
}));

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

const describe = ({ start, end, sortModel }: GridGetRowsParams) =>
  `rows ${start}–${end}` + (sortModel.length ? `, ${sortModel[0].field} ${sortModel[0].sort}` : '');

export default function RequestLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);
  const [cacheOn, setCacheOn] = React.useState(true);
  // One cache instance for the lifetime of the demo: entries live for 60 seconds.
  const cache = React.useMemo(() => new GridDataSourceCacheDefault({ ttl: 60_000 }), []);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        setLog((previous) => [`#${previous.length + 1} ${describe(params)}`, ...previous]);
        const { field, sort } = params.sortModel[0] ?? {};
        const key = field as keyof Product | undefined;
        const sorted = key
          ? [...database].sort((a, b) => (a[key] < b[key] ? -1 : 1) * (sort === 'desc' ? -1 : 1))
          : database;
        const start = Number(params.start);
        return new Promise((resolve) => {
          setTimeout(() => resolve({ rows: sorted.slice(start, params.end + 1), rowCount: database.length }), 400);
        });
      },
    }),
    [],
  );

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 380, flex: 2, minWidth: 0 }}>
        <DataGrid
          apiRef={apiRef}
          label="Office supplies"
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cacheOn ? cache : null}
          disableColumnFilter
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <FormControlLabel
          control={<Switch checked={cacheOn} onChange={(event) => setCacheOn(event.target.checked)} />}
          label="Cache responses"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true })}
        >
          Refetch, skipping the cache
        </Button>
        <Typography component="p" variant="subtitle2" sx={{ mt: 2 }}>
          Calls to getRows ({log.length})
        </Typography>
        <List dense aria-label="Calls to getRows">
          {log.slice(0, 7).map((entry) => (
            <ListItem key={entry} sx={{ fontFamily: 'monospace', fontSize: 13, px: 0 }}>
              {entry}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
