import * as React from 'react';
import {
  DataGridPro,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface StockItem {
  id: string;
  product: string;
  category: string;
  units: number;
  unitCost: number | null;
  /** Only set on the total row, where a unit cost makes no sense. */
  stockValue?: number;
}

const items: StockItem[] = [
  { id: 'LMP-042', product: 'Desk lamp', category: 'Lighting', units: 120, unitCost: 18 },
  { id: 'LMP-077', product: 'Floor lamp', category: 'Lighting', units: 34, unitCost: 46 },
  { id: 'DSK-007', product: 'Standing desk', category: 'Furniture', units: 12, unitCost: 310 },
  { id: 'CHR-000', product: 'Office chair', category: 'Furniture', units: 48, unitCost: 120 },
  { id: 'ARM-019', product: 'Monitor arm', category: 'Accessories', units: 75, unitCost: 41 },
  { id: 'KBD-113', product: 'Keyboard', category: 'Accessories', units: 140, unitCost: 29 },
  { id: 'MSE-220', product: 'Wireless mouse', category: 'Accessories', units: 210, unitCost: 14 },
  { id: 'CAB-310', product: 'Filing cabinet', category: 'Furniture', units: 9, unitCost: 185 },
  { id: 'LMP-101', product: 'Clip-on light', category: 'Lighting', units: 66, unitCost: 12 },
  { id: 'PAD-004', product: 'Desk mat', category: 'Accessories', units: 95, unitCost: 16 },
];

const usd = (value: number | null) => (value == null ? '' : `$${value.toLocaleString('en-US')}`);

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'unitCost', headerName: 'Unit cost', type: 'number', width: 100, valueFormatter: usd },
  {
    field: 'value',
    headerName: 'Stock value',
    type: 'number',
    width: 120,
    valueGetter: (value, row) => row.stockValue ?? row.units * (row.unitCost ?? 0),
    valueFormatter: usd,
  },
];

function totalOf(rows: StockItem[]): StockItem {
  return {
    id: 'TOTAL',
    product: `${rows.length} products`,
    category: '',
    units: rows.reduce((sum, row) => sum + row.units, 0),
    unitCost: null,
    stockValue: rows.reduce((sum, row) => sum + row.units * (row.unitCost ?? 0), 0),
  };
}

export default function InventoryTotals() {
  const apiRef = useGridApiRef();
  const [visibleRows, setVisibleRows] = React.useState<StockItem[]>(items);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Recompute the total each time filtering (including the quick filter) settles.
    return api.subscribeEvent('filteredRowsSet', () => {
      const next = gridFilteredSortedRowEntriesSelector(apiRef).map(
        (entry) => entry.model as StockItem,
      );
      // Changing `pinnedRows` makes the grid filter again: keep the same array when
      // the matching rows did not change, or the two would update each other forever.
      setVisibleRows((prev) =>
        prev.length === next.length && prev.every((row, i) => row.id === next[i].id) ? prev : next,
      );
    });
  }, [apiRef]);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<StockItem>>(
    () => ({ bottom: [totalOf(visibleRows)] }),
    [visibleRows],
  );

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={items}
        columns={columns}
        pinnedRows={pinnedRows}
        showToolbar
        pagination
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
      />
    </div>
  );
}
