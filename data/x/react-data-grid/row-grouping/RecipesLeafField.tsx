import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Recipe = { id: number; cuisine: string; dish: string; minutes: number; vegetarian: boolean };

const rows: Recipe[] = [
  { id: 1, cuisine: 'Georgian', dish: 'Khachapuri', minutes: 75, vegetarian: true },
  { id: 2, cuisine: 'Georgian', dish: 'Chakapuli', minutes: 120, vegetarian: false },
  { id: 3, cuisine: 'Peruvian', dish: 'Ceviche', minutes: 30, vegetarian: false },
  { id: 4, cuisine: 'Peruvian', dish: 'Papa a la huancaína', minutes: 40, vegetarian: true },
  { id: 5, cuisine: 'Korean', dish: 'Japchae', minutes: 45, vegetarian: true },
  { id: 6, cuisine: 'Korean', dish: 'Dak galbi', minutes: 50, vegetarian: false },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'cuisine', headerName: 'Cuisine', width: 120 },
  { field: 'dish', headerName: 'Dish', width: 190 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
];

export default function RecipesLeafField() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        // Leaf rows show their dish in the grouping column, so the Dish column can be hidden.
        groupingColDef={{ leafField: 'dish', headerName: 'Cuisine / dish', width: 240 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['cuisine'] },
          columns: { columnVisibilityModel: { cuisine: false, dish: false } },
        }}
        aria-label="Recipes grouped by cuisine, dishes shown in the grouping column"
      />
    </div>
  );
}
