import * as React from 'react';
import { DataGrid, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Product = { id: number; name: string; stock: number; price: number };

const initialRows: Product[] = [
  { id: 1, name: 'Ceramic mug', stock: 120, price: 12 },
  { id: 2, name: 'French press', stock: 34, price: 39 },
  { id: 3, name: 'Pour-over kettle', stock: 12, price: 64 },
  { id: 4, name: 'Burr grinder', stock: 8, price: 149 },
  { id: 5, name: 'Paper filters (100)', stock: 310, price: 6 },
];

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
];

// A fake bulk endpoint: saves every changed row in one request.
function saveProducts(changed: Product[]) {
  return new Promise<Product[]>((resolve) => {
    setTimeout(() => resolve(changed), 700);
  });
}

export default function BulkEditing() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState(initialRows);
  const [drafts, setDrafts] = React.useState<Map<GridRowId, Product>>(() => new Map());
  const [saving, setSaving] = React.useState(false);

  // Each committed edit becomes a draft; nothing leaves the page yet.
  const processRowUpdate = React.useCallback((newRow: Product) => {
    setDrafts((prev) => new Map(prev).set(newRow.id, newRow));
    return newRow;
  }, []);

  const discard = () => {
    const originals = saved.filter((row) => drafts.has(row.id));
    // The community grid accepts one row per updateRows call.
    originals.forEach((row) => apiRef.current?.updateRows([row]));
    setDrafts(new Map());
  };

  const save = async () => {
    setSaving(true);
    const result = await saveProducts([...drafts.values()]);
    const byId = new Map(result.map((row) => [row.id, row]));
    setSaved((rows) => rows.map((row) => byId.get(row.id) ?? row));
    setDrafts(new Map());
    setSaving(false);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained" disabled={drafts.size === 0} loading={saving} onClick={save}>
          Save changes
        </Button>
        <Button disabled={drafts.size === 0 || saving} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {drafts.size === 0 ? 'No unsaved changes' : `${drafts.size} row(s) changed`}
        </Typography>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Product catalogue"
          rows={saved}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (drafts.has(params.id) ? 'row--unsaved' : '')}
          loading={saving}
          hideFooter
          sx={{
            '& .row--unsaved': { bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.warning.main, 0.16) },
            '& .row--unsaved:hover': { bgcolor: (theme) => theme.alpha((theme.vars ?? theme).palette.warning.main, 0.24) },
          }}
        />
      </div>
    </Stack>
  );
}
