import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type MenuSlot = { id: number; slot: string; component: string; displayOrder: number; plan: string };

// The rows describe the menu items; the grid is a Premium one, so its own menus show all of them.
const rows: MenuSlot[] = [
  { id: 1, slot: 'columnMenuSortItem', component: 'GridColumnMenuSortItem', displayOrder: 10, plan: 'Community' },
  { id: 2, slot: 'columnMenuPinningItem', component: 'GridColumnMenuPinningItem', displayOrder: 15, plan: 'Pro' },
  { id: 3, slot: 'columnMenuFilterItem', component: 'GridColumnMenuFilterItem', displayOrder: 20, plan: 'Community' },
  { id: 4, slot: 'columnMenuAggregationItem', component: 'GridColumnMenuAggregationItem', displayOrder: 23, plan: 'Premium' },
  { id: 5, slot: 'columnMenuGroupingItem', component: 'GridColumnMenuGroupingItem', displayOrder: 27, plan: 'Premium' },
  { id: 6, slot: 'columnMenuPivotItem', component: 'GridColumnMenuPivotItem', displayOrder: 28, plan: 'Premium' },
  { id: 7, slot: 'columnMenuColumnsItem', component: 'GridColumnMenuColumnsItem', displayOrder: 30, plan: 'Community' },
];

const columns: GridColDef<MenuSlot>[] = [
  { field: 'slot', headerName: 'Slot', width: 220 },
  { field: 'component', headerName: 'Component', flex: 1, minWidth: 240 },
  { field: 'displayOrder', headerName: 'displayOrder', type: 'number', width: 130 },
  { field: 'plan', headerName: 'Plan', width: 120 },
];

export default function MenuItemsReference() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPremium
        label="Column menu item slots"
        rows={rows}
        columns={columns}
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'displayOrder', sort: 'asc' }] } }}
      />
    </div>
  );
}
