import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

type Range = [number | undefined, number | undefined];

const toRange = (value: unknown): Range => (Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined]);

function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [from, to] = toRange(item.value);

  const update = (index: 0 | 1) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const next: Range = [from, to];
    next[index] = event.target.value === '' ? undefined : Number(event.target.value);
    applyValue({ ...item, value: next });
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: '100%', pl: 1 }}>
      <TextField type="number" size="small" variant="standard" label="From" value={from ?? ''}
        onChange={update(0)} inputRef={focusElementRef} sx={{ width: 80 }} />
      <TextField type="number" size="small" variant="standard" label="To" value={to ?? ''}
        onChange={update(1)} sx={{ width: 80 }} />
    </Stack>
  );
}

const betweenOperator: GridFilterOperator<any, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = toRange(filterItem.value);
    if (from === undefined && to === undefined) {
      return null; // nothing typed yet: keep every row
    }
    return (value) => value != null && (from === undefined || value >= from) && (to === undefined || value <= to);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} – ${value?.[1] ?? '…'}`,
};

const laptops = [
  { id: 1, model: 'Aero 14', brand: 'Northwind', ram: 16, price: 1099 },
  { id: 2, model: 'Slate 13', brand: 'Kestrel', ram: 8, price: 749 },
  { id: 3, model: 'Forge 16', brand: 'Northwind', ram: 32, price: 1899 },
  { id: 4, model: 'Breeze 15', brand: 'Lumen', ram: 16, price: 899 },
  { id: 5, model: 'Studio 14', brand: 'Kestrel', ram: 32, price: 1549 },
  { id: 6, model: 'Pocket 12', brand: 'Lumen', ram: 8, price: 599 },
];

const columns: GridColDef[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 120 },
  { field: 'brand', headerName: 'Brand', width: 120 },
  { field: 'ram', headerName: 'RAM (GB)', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 110,
    // The custom operator comes first, so a new price filter starts with it.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function PriceBetweenOperator() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Laptops"
        rows={laptops}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ field: 'price', operator: 'between', value: [700, 1200] }] } },
        }}
      />
    </div>
  );
}
