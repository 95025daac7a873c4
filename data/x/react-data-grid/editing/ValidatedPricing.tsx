import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

type Product = { id: number; sku: string; name: string; price: number; salePrice: number };

const rows: Product[] = [
  { id: 1, sku: 'HDP-210', name: 'Wireless headphones', price: 149, salePrice: 119 },
  { id: 2, sku: 'SPK-054', name: 'Bluetooth speaker', price: 89, salePrice: 89 },
  { id: 3, sku: 'CAM-880', name: 'Action camera', price: 329, salePrice: 279 },
  { id: 4, sku: 'CHG-030', name: 'USB-C charger', price: 35, salePrice: 29 },
];

// Stands in for a request to your API: resolves after 400 ms.
const takenSkus = new Set(rows.map((row) => row.sku));
function isSkuTaken(sku: string) {
  return new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(takenSkus.has(sku)), 400);
  });
}

const columns: GridColDef<Product>[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 120,
    editable: true,
    valueParser: (value?: string) => (value ?? '').toUpperCase(),
    // Asynchronous rule: the cell shows a spinner until the promise settles.
    preProcessEditCellProps: async (params: GridPreProcessEditCellProps) => {
      if (!params.hasChanged) return params.props;
      const value = String(params.props.value ?? '');
      const invalid = !/^[A-Z]{3}-\d{3}$/.test(value) || (value !== params.row.sku && (await isSkuTaken(value)));
      return { ...params.props, error: invalid };
    },
  },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: !(Number(params.props.value) > 0),
    }),
  },
  {
    field: 'salePrice',
    headerName: 'Sale price ($)',
    type: 'number',
    width: 130,
    editable: true,
    // A rule that reads another field of the row.
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = Number(params.props.value);
      return { ...params.props, error: !(value > 0) || value > params.row.price };
    },
  },
];

export default function ValidatedPricing() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        label="Product prices"
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          '& .MuiDataGrid-editInputCell.Mui-error': {
            bgcolor: 'error.main',
            color: 'error.contrastText',
          },
        }}
      />
    </div>
  );
}
