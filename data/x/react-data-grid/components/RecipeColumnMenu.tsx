import type { MouseEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SettingsBackupRestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Recipe = { id: number; dish: string; cuisine: string; minutes: number; servings: number };

const recipes: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, servings: 4 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20, servings: 2 },
  { id: 3, dish: 'Feijoada', cuisine: 'Brazilian', minutes: 180, servings: 8 },
  { id: 4, dish: 'Pierogi', cuisine: 'Polish', minutes: 90, servings: 6 },
];

const defaultWidths: Record<string, number> = { dish: 180, cuisine: 140, minutes: 120, servings: 110 };

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: defaultWidths.dish },
  { field: 'cuisine', headerName: 'Cuisine', width: defaultWidths.cuisine },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: defaultWidths.minutes },
  { field: 'servings', headerName: 'Servings', type: 'number', width: defaultWidths.servings },
];

// A menu item: it receives the column and `onClick`, which closes the menu.
function ResetWidthItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const reset = (event: MouseEvent<HTMLElement>) => {
    apiRef.current.setColumnWidth(colDef.field, defaultWidths[colDef.field] ?? 120);
    onClick(event);
  };
  return (
    <MenuItem onClick={reset}>
      <ListItemIcon>
        <SettingsBackupRestoreIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Reset width</ListItemText>
    </MenuItem>
  );
}

// Wraps the default menu: filter first, no hide/manage column items, and one extra item at the end.
function RecipeMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{ columnMenuColumnsItem: null, columnMenuResetWidthItem: ResetWidthItem }}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuResetWidthItem: { displayOrder: 50 },
      }}
    />
  );
}

export default function RecipeColumnMenu() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid label="Recipes" rows={recipes} columns={columns} slots={{ columnMenu: RecipeMenu }} hideFooter />
    </div>
  );
}
