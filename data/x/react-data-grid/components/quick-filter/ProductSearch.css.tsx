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

const css = `
.catalog-toolbar { padding: 0 8px; }
.catalog-search { position: relative; display: flex; align-items: center; }
.catalog-search-input {
  width: 224px;
  padding: 4px 32px 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  border: 1px solid #d1d5db;
  border-radius: 6px;
}
.catalog-search-input:focus { border-color: #2563eb; outline: none; }
.catalog-search-clear {
  position: absolute;
  right: 6px;
  color: #6b7280;
  background: transparent;
  border: 0;
  cursor: pointer;
}
.catalog-search-clear:hover { color: #1f2937; }
.catalog-search-clear.is-empty { display: none; }
`;

function CatalogToolbar() {
  return (
    <Toolbar className="catalog-toolbar">
      {/* `expanded` keeps the field open: no trigger on this toolbar. */}
      <QuickFilter expanded className="catalog-search">
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
              className="catalog-search-input"
            />
          )}
        />
        <QuickFilterClear
          aria-label="Clear search"
          className={(state) => (state.value ? 'catalog-search-clear' : 'catalog-search-clear is-empty')}
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
    <div style={{ height: 380, width: '100%' }}>
      <style href="product-search" precedence="default">
        {css}
      </style>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: CatalogToolbar }} showToolbar />
    </div>
  );
}
