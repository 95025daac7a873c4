import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridDataSource,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

type Category = { id: string; parent: string; name: string; products: number };

// A shop's category tree, three levels deep. The id is the path.
const tree: Record<string, string[]> = {
  '': ['Bakery', 'Dairy', 'Pantry'],
  Bakery: ['Bread', 'Pastries'],
  'Bakery/Bread': ['Sourdough', 'Rye'],
  'Bakery/Pastries': ['Croissants'],
  Dairy: ['Cheese', 'Yoghurt'],
  'Dairy/Cheese': ['Hard cheese', 'Soft cheese'],
  Pantry: ['Pasta', 'Oils'],
};

const categoriesUnder = (parent: string): Category[] =>
  (tree[parent] ?? []).map((name, index) => {
    const id = parent ? `${parent}/${name}` : name;
    return { id, parent, name, products: 6 + ((id.length * 7 + index * 5) % 40) };
  });

const columns: GridColDef<Category>[] = [{ field: 'products', headerName: 'Products', type: 'number', width: 110 }];

type Depth = '0' | '1' | '-1';

function CategoryGrid({ depth, onRequest }: { depth: Depth; onRequest: (path: string) => void }) {
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: ({ groupKeys = [] }) => {
        const parent = groupKeys.join('/');
        onRequest(parent || '(top level)');
        const rows = categoriesUnder(parent);
        const response = parent ? { rows } : { rows, rowCount: rows.length };
        return new Promise((resolve) => {
          setTimeout(() => resolve(response), 400);
        });
      },
      getGroupKey: (row: GridValidRowModel) => row.name,
      getChildrenCount: (row: GridValidRowModel) => (tree[row.id] ?? []).length,
    }),
    [onRequest],
  );

  return (
    <DataGridPro
      label="Shop categories"
      columns={columns}
      dataSource={dataSource}
      treeData
      groupingColDef={{ headerName: 'Category', flex: 1, minWidth: 200 }}
      defaultGroupingExpansionDepth={Number(depth)}
      disableColumnFilter
      hideFooter
    />
  );
}

export default function TaxonomyExpansionWaterfall() {
  const [depth, setDepth] = React.useState<Depth>('1');
  const [log, setLog] = React.useState<string[]>([]);
  const onRequest = React.useCallback((path: string) => setLog((previous) => [...previous, path]), []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Expand on load"
        id="taxonomy-depth"
        value={depth}
        onChange={(event) => {
          setLog([]);
          setDepth(event.target.value as Depth);
        }}
        sx={{ maxWidth: 260 }}
      >
        <MenuItem value="0">Nothing (0)</MenuItem>
        <MenuItem value="1">Top level (1)</MenuItem>
        <MenuItem value="-1">Everything (-1)</MenuItem>
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ height: 400, flex: 2, minWidth: 0 }}>
          {/* A new key remounts the grid, so the new depth applies from scratch. */}
          <CategoryGrid key={depth} depth={depth} onRequest={onRequest} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography component="p" variant="subtitle2">
            Requests, in order ({log.length})
          </Typography>
          <List dense aria-label="Requests in order">
            {log.map((entry, index) => (
              <ListItem key={`${entry}-${index}`} sx={{ fontFamily: 'monospace', fontSize: 13, px: 0 }}>
                {index + 1}. {entry}
              </ListItem>
            ))}
          </List>
        </Box>
      </Stack>
    </Stack>
  );
}
