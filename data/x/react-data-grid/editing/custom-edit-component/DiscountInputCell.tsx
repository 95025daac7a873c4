import { DataGrid, GridEditInputCell, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';
import InputAdornment from '@mui/material/InputAdornment';

type Promotion = { id: number; product: string; discount: number; code: string };

const rows: Promotion[] = [
  { id: 1, product: 'Trail running shoes', discount: 15, code: 'TRAIL15' },
  { id: 2, product: 'Rain jacket', discount: 25, code: 'STORM25' },
  { id: 3, product: 'Insulated bottle', discount: 10, code: 'HYDRATE' },
  { id: 4, product: 'Headlamp', discount: 5, code: 'NIGHTOWL' },
];

const columns: GridColDef<Promotion>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value?: number) => (value == null ? '' : `${value} %`),
    // The built-in input, with a unit, bounds and a step for the arrow keys.
    renderEditCell: (params: GridRenderEditCellParams<Promotion, number>) => (
      <GridEditInputCell
        {...params}
        slotProps={{
          root: {
            endAdornment: <InputAdornment position="end">%</InputAdornment>,
            slotProps: { htmlInput: { min: 0, max: 90, step: 5, 'aria-label': 'Discount in percent' } },
          },
        }}
      />
    ),
  },
  {
    field: 'code',
    headerName: 'Coupon code',
    width: 160,
    editable: true,
    // Wait 600 ms after the last keystroke before storing the value.
    renderEditCell: (params: GridRenderEditCellParams<Promotion, string>) => (
      <GridEditInputCell {...params} debounceMs={600} slotProps={{ root: { slotProps: { htmlInput: { maxLength: 12 } } } }} />
    ),
  },
];

export default function DiscountInputCell() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Promotions" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
