import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PercentIcon from '@mui/icons-material/Percent';
import {
  DataGrid,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';

type Bake = { id: number; item: string; category: 'Bread' | 'Pastry' | 'Cake'; price: number };

const bakes: Bake[] = [
  { id: 1, item: 'Sourdough loaf', category: 'Bread', price: 5.2 },
  { id: 2, item: 'Rye sandwich loaf', category: 'Bread', price: 4.6 },
  { id: 3, item: 'Cardamom bun', category: 'Pastry', price: 3.4 },
  { id: 4, item: 'Almond croissant', category: 'Pastry', price: 3.9 },
  { id: 5, item: 'Carrot cake slice', category: 'Cake', price: 4.5 },
];

const columns: GridColDef<Bake>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: ['Bread', 'Pastry', 'Cake'], width: 120 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(2)) },
];

function PriceToolbar() {
  const apiRef = useGridApiContext();
  const [open, setOpen] = React.useState(false);
  const [percent, setPercent] = React.useState('5');
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const panelId = React.useId();
  const titleId = React.useId();
  const change = Number(percent);
  const valid = percent.trim() !== '' && Number.isFinite(change) && change > -50 && change <= 50;

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    // Only the rows that pass the current filters change.
    const visible = gridFilteredSortedRowEntriesSelector(apiRef);
    // The community grid updates one row per updateRows call (Pro and Premium accept several).
    visible.forEach(({ model }) => {
      const bake = model as Bake;
      apiRef.current.updateRows([{ ...bake, price: Math.round(bake.price * (100 + change)) / 100 }]);
    });
    setOpen(false);
  };

  return (
    <Toolbar>
      <Tooltip title="Adjust prices">
        <ToolbarButton
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          <PercentIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={open}
        anchorEl={triggerRef.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Stack component="form" spacing={1.5} sx={{ p: 2, width: 260 }} onSubmit={apply}>
          <Typography id={titleId} variant="subtitle2" component="p">
            Adjust the prices of the filtered items
          </Typography>
          <TextField
            label="Change (%)"
            size="small"
            type="number"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            error={!valid}
            helperText={valid ? 'Use a negative number to lower prices.' : 'Enter a value between -49 and 50.'}
            autoFocus
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button size="small" variant="contained" type="submit" disabled={!valid}>
              Apply
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </Toolbar>
  );
}

export default function BakeryPricePanel() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid label="Bakery prices" rows={bakes} columns={columns} slots={{ toolbar: PriceToolbar }} showToolbar hideFooter />
    </div>
  );
}
