import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Trail running shoes', brand: 'Kestrel', category: 'Footwear', price: 129 },
  { id: 2, name: 'Merino base layer', brand: 'Nordvik', category: 'Clothing', price: 79 },
  { id: 3, name: 'Ultralight tent', brand: 'Kestrel', category: 'Camping', price: 349 },
  { id: 4, name: 'Insulated bottle', brand: 'Hydra', category: 'Accessories', price: 32 },
  { id: 5, name: 'Rain shell jacket', brand: 'Nordvik', category: 'Clothing', price: 189 },
  { id: 6, name: 'Camp stove', brand: 'Emberline', category: 'Camping', price: 64 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
];

function CatalogToolbar() {
  return (
    <Toolbar>
      {/* `expanded` keeps the field open: no trigger on this toolbar. */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search products"
              slotProps={{
                ...slotProps,
                htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search products' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: controlProps.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function ProductSearch() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: CatalogToolbar }} showToolbar />
    </div>
  );
}
