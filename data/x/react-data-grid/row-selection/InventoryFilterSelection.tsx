import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  createRowSelectionManager,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface StockItem {
  id: string;
  name: string;
  aisle: string;
  onHand: number;
}

const stock: StockItem[] = [
  { id: 'SKU-101', name: 'Cordless drill', aisle: 'Tools', onHand: 14 },
  { id: 'SKU-102', name: 'Hammer, 16 oz', aisle: 'Tools', onHand: 40 },
  { id: 'SKU-205', name: 'Deck screws (500)', aisle: 'Fasteners', onHand: 3 },
  { id: 'SKU-206', name: 'Wall anchors (100)', aisle: 'Fasteners', onHand: 27 },
  { id: 'SKU-310', name: 'Exterior paint, 5 L', aisle: 'Paint', onHand: 0 },
  { id: 'SKU-311', name: 'Paint roller set', aisle: 'Paint', onHand: 18 },
  { id: 'SKU-412', name: 'LED bulb 9 W', aisle: 'Lighting', onHand: 120 },
  { id: 'SKU-413', name: 'Work lamp', aisle: 'Lighting', onHand: 5 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'aisle', headerName: 'Aisle', width: 110 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
];

export default function InventoryFilterSelection() {
  const [keepHidden, setKeepHidden] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['SKU-205', 'SKU-310', 'SKU-413']),
  });
  const manager = createRowSelectionManager(selection);
  const reorder = stock.filter((item) => manager.has(item.id)).map((item) => item.id);

  return (
    <div style={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            size="small"
            checked={keepHidden}
            onChange={(event) => setKeepHidden(event.target.checked)}
          />
        }
        label={<code>keepNonExistentRowsSelected</code>}
      />
      <div style={{ height: 380 }}>
        <DataGrid
          aria-label="Stock to reorder"
          rows={stock}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected={keepHidden}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          showToolbar
          hideFooter
        />
      </div>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Reorder list: {reorder.join(', ') || 'empty'}
      </Typography>
    </div>
  );
}
