import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Product = { id: number; sku: string; name: string; netPrice: number; vatRate: number };

const initialRows: Product[] = [
  { id: 1, sku: 'TEA-0142', name: 'Sencha green tea, 100 g', netPrice: 8.5, vatRate: 0.07 },
  { id: 2, sku: 'COF-2210', name: 'Espresso beans, 1 kg', netPrice: 21, vatRate: 0.07 },
  { id: 3, sku: 'MUG-0007', name: 'Stoneware mug', netPrice: 12, vatRate: 0.19 },
  { id: 4, sku: 'KTL-0310', name: 'Gooseneck kettle', netPrice: 49.9, vatRate: 0.19 },
];

const columns: GridColDef<Product>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 130,
    editable: true,
    // Whatever the user types is stored in upper case, without surrounding spaces.
    valueParser: (value?: string) => (value ?? '').trim().toUpperCase(),
  },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'grossPrice',
    headerName: 'Price incl. VAT',
    type: 'number',
    width: 150,
    editable: true,
    // Shown value: computed from the stored net price.
    valueGetter: (_value, row) => Math.round(row.netPrice * (1 + row.vatRate) * 100) / 100,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toFixed(2)}`),
    // Edited value: converted back to a net price before the row is updated.
    valueSetter: (value: number, row) => ({
      ...row,
      netPrice: Math.round((value / (1 + row.vatRate)) * 100) / 100,
    }),
  },
  {
    field: 'netPrice',
    headerName: 'Net price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toFixed(2)}`),
  },
];

export default function ProductCodes() {
  const [rows, setRows] = React.useState(initialRows);
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        processRowUpdate={(updated: Product) => {
          setRows((prev) => prev.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
      />
    </div>
  );
}
