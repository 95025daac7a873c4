import { DataGrid, type GetApplyQuickFilterFn, type GridColDef } from '@mui/x-data-grid';

type Part = { id: number; sku: string; name: string; tags: string[]; supplierNotes: string; price: number };

const parts: Part[] = [
  { id: 1, sku: 'BRK-1042', name: 'Front brake pads', tags: ['brakes', 'front'], supplierNotes: 'Ships from the Hamburg depot', price: 38 },
  { id: 2, sku: 'BRK-2210', name: 'Rear brake disc', tags: ['brakes', 'rear'], supplierNotes: 'Back-ordered until April', price: 64 },
  { id: 3, sku: 'FLT-0310', name: 'Cabin air filter', tags: ['filters'], supplierNotes: 'Pairs with brake cleaner promo', price: 12 },
  { id: 4, sku: 'FLT-0451', name: 'Oil filter', tags: ['filters', 'engine'], supplierNotes: 'Fits most 1.6 engines', price: 9 },
  { id: 5, sku: 'ENG-7781', name: 'Timing belt kit', tags: ['engine'], supplierNotes: 'Ships with tensioner', price: 129 },
  { id: 6, sku: 'LGT-0012', name: 'Rear light bulb H21', tags: ['lighting', 'rear'], supplierNotes: 'Box of ten', price: 4 },
];

// SKUs match from their first character only: "BRK" finds brake parts, "104" finds nothing.
const skuStartsWith: GetApplyQuickFilterFn<Part, string> = (value) => {
  if (typeof value !== 'string' || value === '') {
    return null;
  }
  const prefix = value.toUpperCase();
  return (cellValue) => cellValue.startsWith(prefix);
};

// Tags match whole words, so "rear" does not match a tag such as "rearview".
const tagEquals: GetApplyQuickFilterFn<Part, string[]> = (value) => {
  if (typeof value !== 'string' || value === '') {
    return null;
  }
  const tag = value.toLowerCase();
  return (cellValue) => cellValue.includes(tag);
};

const columns: GridColDef<Part>[] = [
  { field: 'sku', headerName: 'SKU', width: 110, getApplyQuickFilterFn: skuStartsWith },
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 150 },
  {
    field: 'tags',
    headerName: 'Tags',
    width: 150,
    valueFormatter: (value: string[]) => value.join(', '),
    getApplyQuickFilterFn: tagEquals,
  },
  // Internal notes are visible but never searched: "brake" does not find the filter.
  { field: 'supplierNotes', headerName: 'Supplier notes', width: 220, getApplyQuickFilterFn: undefined },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 90 },
];

export default function CatalogQuickFilterRules() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Parts catalog"
        rows={parts}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['brk'] } } }}
      />
    </div>
  );
}
