import * as React from 'react';
import {
  DataGrid,
  DEFAULT_GRID_COL_TYPE_KEY,
  getGridDefaultColumnTypes,
  gridRowSelectionManagerSelector,
  type GridColDef,
  type GridFilterOperator,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

type Grocery = { id: number; item: string; aisle: string; price: number };

const rows: Grocery[] = [
  { id: 1, item: 'Rolled oats', aisle: 'Breakfast', price: 2.4 },
  { id: 2, item: 'Oat milk', aisle: 'Dairy & alternatives', price: 1.9 },
  { id: 3, item: 'Greek yoghurt', aisle: 'Dairy & alternatives', price: 3.1 },
  { id: 4, item: 'Blueberries', aisle: 'Fruit & veg', price: 2.8 },
  { id: 5, item: 'Sourdough loaf', aisle: 'Bakery', price: 3.6 },
  { id: 6, item: 'Honey', aisle: 'Breakfast', price: 4.2 },
  { id: 7, item: 'Spinach', aisle: 'Fruit & veg', price: 1.5 },
];

const baseColumns: GridColDef<Grocery>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'aisle', headerName: 'Aisle', width: 180 },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
];

const columnTypes = getGridDefaultColumnTypes();

// Wrap an operator: rows in the basket always pass, the others go through the original test.
function keepSelectedRows(operator: GridFilterOperator): GridFilterOperator {
  return {
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const test = operator.getApplyFilterFn(filterItem, column);
      if (!test) {
        return null;
      }
      return (value, row, col, apiRef) => {
        const id = apiRef.current.getRowId(row);
        return gridRowSelectionManagerSelector(apiRef).has(id) || test(value, row, col, apiRef);
      };
    },
  };
}

const columns: GridColDef<Grocery>[] = baseColumns.map((column) => {
  const operators =
    column.filterOperators ?? columnTypes[column.type ?? DEFAULT_GRID_COL_TYPE_KEY].filterOperators ?? [];
  return { ...column, filterOperators: operators.map(keepSelectedRows) };
});

export default function PickedItemsStayVisible() {
  const [basket, setBasket] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1, 5]) });

  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Shopping list"
        rows={rows}
        columns={columns}
        checkboxSelection
        rowSelectionModel={basket}
        onRowSelectionModelChange={setBasket}
        showToolbar
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'aisle', operator: 'contains', value: 'dairy' }] } },
        }}
      />
    </div>
  );
}
