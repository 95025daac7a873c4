import { DataGrid, QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar, type GridColDef } from '@mui/x-data-grid';

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
    <Toolbar className="px-2">
      {/* `expanded` keeps the field open: no trigger on this toolbar. */}
      <QuickFilter expanded className="relative flex items-center">
        <QuickFilterControl
          render={({ ref, slotProps, value, onChange, onKeyDown }) => (
            <input
              ref={ref}
              {...slotProps?.htmlInput}
              value={value}
              onChange={onChange}
              onKeyDown={onKeyDown}
              aria-label="Search products"
              placeholder="Search products"
              className="w-56 rounded-md border border-gray-300 py-1 pl-3 pr-8 text-sm focus:border-blue-600 focus:outline-none"
            />
          )}
        />
        <QuickFilterClear
          aria-label="Clear search"
          className={(state) => (state.value ? 'absolute right-1.5 text-gray-500 hover:text-gray-800' : 'hidden')}
          render={<button type="button" />}
        >
          ✕
        </QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}

export default function ProductSearch() {
  return (
    <div className="h-[380px] w-full">
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: CatalogToolbar }} showToolbar />
    </div>
  );
}
