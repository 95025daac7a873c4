import { DataGrid, type GridColDef, type GetApplyQuickFilterFn } from '@mui/x-data-grid';

type Recipe = { id: number; title: string; minutes: number; tags: string[] };

const rows: Recipe[] = [
  { id: 1, title: 'Lentil soup', minutes: 40, tags: ['vegan', 'soup', 'winter'] },
  { id: 2, title: 'Shakshuka', minutes: 25, tags: ['vegetarian', 'brunch'] },
  { id: 3, title: 'Chicken katsu', minutes: 35, tags: ['japanese', 'fried'] },
  { id: 4, title: 'Gazpacho', minutes: 15, tags: ['vegan', 'soup', 'summer'] },
  { id: 5, title: 'Mushroom risotto', minutes: 45, tags: ['vegetarian', 'italian'] },
];

// Matches a search word against the start of any tag: "veg" finds "vegan" and "vegetarian".
const tagsQuickFilter: GetApplyQuickFilterFn<Recipe, string[]> = (searchValue: string) => {
  if (!searchValue) {
    return null;
  }
  const search = searchValue.toLowerCase();
  return (value) => value.some((tag) => tag.startsWith(search));
};

const columns: GridColDef<Recipe>[] = [
  { field: 'title', headerName: 'Recipe', flex: 1, minWidth: 160 },
  // Leave this column out of the search: a function that always returns null skips it.
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120, getApplyQuickFilterFn: () => null },
  {
    field: 'tags',
    headerName: 'Tags',
    flex: 1,
    minWidth: 220,
    sortable: false,
    valueFormatter: (value: string[]) => value.join(', '),
    getApplyQuickFilterFn: tagsQuickFilter,
  },
];

export default function RecipeSearch() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Recipes"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['veg'] } } }}
      />
    </div>
  );
}
