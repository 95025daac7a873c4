import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
  ingredients: string[];
}

const recipes: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, ingredients: ['6 eggs', '800 g tomatoes', '2 peppers', 'Cumin'] },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20, ingredients: ['400 g minced pork', 'Holy basil', 'Bird chillies'] },
  { id: 3, dish: 'Colcannon', cuisine: 'Irish', minutes: 40, ingredients: ['1 kg potatoes', 'Half a cabbage', 'Butter', 'Milk'] },
];

// The cell's `value` is true while the row's panel is open. No click handler: the grid toggles the
// panel on any click inside the toggle cell, and on Space when the cell has the focus.
function IngredientsToggle({ value }: GridRenderCellParams<Recipe, boolean>) {
  return (
    <Button size="small" tabIndex={-1} aria-expanded={value === true}>
      {value ? 'Hide ingredients' : 'Ingredients'}
    </Button>
  );
}

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
  // Declared last, so the toggle sits at the end of the row.
  {
    ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
    headerName: 'Ingredients',
    width: 160,
    renderCell: (params) => <IngredientsToggle {...params} />,
  },
];

function getDetailPanelContent({ row }: GridRowParams<Recipe>) {
  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2">{row.ingredients.join(' · ')}</Typography>
    </Box>
  );
}

const getDetailPanelHeight = () => 48;

export default function CustomToggleColumn() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPro
        label="Recipes"
        rows={recipes}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
