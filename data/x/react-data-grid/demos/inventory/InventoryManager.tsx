import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChairIcon from '@mui/icons-material/Chair';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import CableIcon from '@mui/icons-material/Cable';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import {
  ColumnsPanelTrigger,
  DataGridPro,
  ExportCsv,
  ExportPrint,
  FilterPanelTrigger,
  GridActionsCellItem,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

type Category = 'Furniture' | 'Lighting' | 'Electronics' | 'Storage' | 'Accessories';
type Product = {
  id: number; sku: string; name: string; category: Category; warehouse: string; supplier: string;
  stock: number; capacity: number; reorderPoint: number; price: number; discontinued: boolean;
  lastRestock: Date;
};

const categoryIcons: Record<Category, React.ReactNode> = {
  Furniture: <ChairIcon fontSize="small" />,
  Lighting: <LightbulbIcon fontSize="small" />,
  Electronics: <KeyboardIcon fontSize="small" />,
  Storage: <Inventory2Icon fontSize="small" />,
  Accessories: <CableIcon fontSize="small" />,
};

const product = (
  id: number, sku: string, name: string, category: Category, warehouse: string, supplier: string,
  stock: number, capacity: number, price: number, day: number, discontinued = false,
): Product => ({
  id, sku, name, category, warehouse, supplier, stock, capacity, reorderPoint: Math.round(capacity * 0.2),
  price, discontinued, lastRestock: new Date(2025, 2, day),
});

const initialProducts: Product[] = [
  product(1, 'CHR-210', 'Ergonomic office chair', 'Furniture', 'Lyon', 'Sedia SRL', 38, 60, 229, 3),
  product(2, 'DSK-140', 'Standing desk, oak', 'Furniture', 'Porto', 'Madeira Lda', 6, 40, 549, 11),
  product(3, 'LMP-042', 'Desk lamp, brass', 'Lighting', 'Lyon', 'Lumo GmbH', 0, 80, 39, 1),
  product(4, 'LMP-077', 'Floor lamp, linen shade', 'Lighting', 'Gdańsk', 'Lumo GmbH', 24, 30, 119, 14),
  product(5, 'KBD-113', 'Mechanical keyboard', 'Electronics', 'Porto', 'Keyworks Ltd', 113, 150, 69, 9),
  product(6, 'MSE-020', 'Wireless mouse', 'Electronics', 'Porto', 'Keyworks Ltd', 14, 200, 29, 5),
  product(7, 'MON-270', '27" monitor', 'Electronics', 'Lyon', 'Pixelia SA', 19, 50, 289, 12),
  product(8, 'SHF-300', 'Wall shelf, 120 cm', 'Storage', 'Gdańsk', 'Nordhylla AB', 52, 70, 74, 7),
  product(9, 'CAB-110', 'Filing cabinet', 'Storage', 'Gdańsk', 'Nordhylla AB', 3, 25, 159, 2, true),
  product(10, 'CBL-006', 'USB-C cable, 2 m', 'Accessories', 'Porto', 'Keyworks Ltd', 410, 500, 12, 13),
  product(11, 'ARM-019', 'Monitor arm', 'Accessories', 'Lyon', 'Pixelia SA', 9, 60, 89, 4),
  product(12, 'HUB-008', 'Docking station', 'Electronics', 'Lyon', 'Pixelia SA', 27, 40, 179, 10),
];

function statusOf(row: Product) {
  if (row.discontinued) return 'Discontinued';
  if (row.stock === 0) return 'Out of stock';
  return row.stock <= row.reorderPoint ? 'Low stock' : 'In stock';
}
const statusColors = {
  'In stock': 'success', 'Low stock': 'warning', 'Out of stock': 'error', Discontinued: 'default',
} as const;

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function ProductCell({ row }: GridRenderCellParams<Product>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Avatar variant="rounded" sx={{ width: 32, height: 32, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {categoryIcons[row.category]}
      </Avatar>
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        <Typography variant="body2" noWrap>{row.name}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>{row.sku}</Typography>
      </Box>
    </Stack>
  );
}

function StockCell({ row }: GridRenderCellParams<Product>) {
  const ratio = Math.min(100, (row.stock / row.capacity) * 100);
  const color = row.stock === 0 ? 'error' : row.stock <= row.reorderPoint ? 'warning' : 'success';
  return (
    <Stack spacing={0.5} sx={{ justifyContent: 'center', height: '100%', width: 1 }}>
      <Typography variant="body2" sx={{ lineHeight: 1 }}>{row.stock} / {row.capacity}</Typography>
      <LinearProgress variant="determinate" value={ratio} color={color} aria-label={`${row.name} stock level`} />
    </Stack>
  );
}

function DetailPanel({ row }: { row: Product }) {
  const facts: Array<[string, string]> = [
    ['Supplier', row.supplier],
    ['Warehouse', row.warehouse],
    ['Reorder point', `${row.reorderPoint} units`],
    ['Last restocked', dateFormat.format(row.lastRestock)],
    ['Stock value', currency.format(row.stock * row.price)],
  ];
  return (
    <Box sx={{ py: 1.5, px: 7, bgcolor: 'action.hover' }}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0 }}>
        {facts.map(([label, value]) => (
          <React.Fragment key={label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>{label}</Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>{value}</Typography>
          </React.Fragment>
        ))}
      </Box>
    </Box>
  );
}

function InventoryToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>Inventory</Typography>
      <QuickFilter defaultExpanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search products"
              slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search products' } }}
            />
          )}
        />
      </QuickFilter>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}><ViewColumnIcon fontSize="small" /></ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}><FilterListIcon fontSize="small" /></FilterPanelTrigger>
      </Tooltip>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'inventory' }}><FileDownloadIcon fontSize="small" /></ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />}><PrintIcon fontSize="small" /></ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function InventoryManager() {
  const [products, setProducts] = React.useState<Product[]>(initialProducts);

  const updateProduct = React.useCallback((id: GridRowId, change: (row: Product) => Partial<Product>) => {
    setProducts((current) => current.map((row) => (row.id === id ? { ...row, ...change(row) } : row)));
  }, []);

  const columns = React.useMemo<GridColDef<Product>[]>(() => [
    { field: 'name', headerName: 'Product', flex: 1, minWidth: 210, editable: true, renderCell: ProductCell },
    { field: 'sku', headerName: 'SKU', width: 100 },
    { field: 'category', headerName: 'Category', type: 'singleSelect', width: 125, editable: true,
      valueOptions: Object.keys(categoryIcons) },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 130, editable: true, renderCell: StockCell },
    { field: 'status', headerName: 'Status', type: 'singleSelect', width: 130,
      valueOptions: Object.keys(statusColors), valueGetter: (value, row) => statusOf(row),
      renderCell: ({ value }: GridRenderCellParams<Product, keyof typeof statusColors>) =>
        value ? <Chip size="small" label={value} color={statusColors[value]} variant="outlined" /> : null },
    { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true,
      valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)) },
    { field: 'warehouse', headerName: 'Warehouse', width: 120 },
    {
      field: 'actions', type: 'actions', headerName: 'Actions', width: 90,
      getActions: ({ id, row }: GridRowParams<Product>) => [
        <GridActionsCellItem key="restock" icon={<AddShoppingCartIcon />} label={`Restock ${row.name}`}
          disabled={row.discontinued} onClick={() => updateProduct(id, (r) => ({ stock: r.capacity, lastRestock: new Date(2025, 2, 15) }))} />,
        <GridActionsCellItem key="discontinue" showInMenu icon={<BlockIcon />}
          label={row.discontinued ? 'Resume selling' : 'Discontinue'}
          onClick={() => updateProduct(id, (r) => ({ discontinued: !r.discontinued }))} />,
        <GridActionsCellItem key="delete" showInMenu icon={<DeleteIcon />} label="Delete"
          onClick={() => setProducts((current) => current.filter((r) => r.id !== id))} />,
      ],
    },
  ], [updateProduct]);

  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Product>) => <DetailPanel row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  const processRowUpdate = React.useCallback((updated: Product) => {
    if (updated.stock < 0 || updated.price < 0) throw new Error('Stock and price cannot be negative.');
    setProducts((current) => current.map((row) => (row.id === updated.id ? updated : row)));
    return updated;
  }, []);

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPro
        label="Inventory"
        rows={products}
        columns={columns}
        rowHeight={56}
        showToolbar
        slots={{ toolbar: InventoryToolbar }}
        checkboxSelection
        disableRowSelectionOnClick
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={(error: Error) => window.alert(error.message)}
        initialState={{
          sorting: { sortModel: [{ field: 'stock', sort: 'asc' }] },
          // SKU and warehouse are hidden, but the search still looks at them.
          columns: { columnVisibilityModel: { sku: false, warehouse: false } },
          filter: { filterModel: { items: [], quickFilterExcludeHiddenColumns: false } },
        }}
      />
    </Box>
  );
}
