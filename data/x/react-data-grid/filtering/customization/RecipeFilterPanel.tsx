import { DataGrid, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';

const recipes = [
  { id: 1, title: 'Lemon risotto', cuisine: 'Italian', minutes: 40, calories: 520, author: 'Giulia' },
  { id: 2, title: 'Miso-glazed aubergine', cuisine: 'Japanese', minutes: 35, calories: 310, author: 'Ken' },
  { id: 3, title: 'Black bean tacos', cuisine: 'Mexican', minutes: 25, calories: 450, author: 'Rosa' },
  { id: 4, title: 'Shakshuka', cuisine: 'Levantine', minutes: 30, calories: 380, author: 'Nadia' },
  { id: 5, title: 'Pea and mint soup', cuisine: 'British', minutes: 20, calories: 210, author: 'Tom' },
  { id: 6, title: 'Pad kra pao', cuisine: 'Thai', minutes: 15, calories: 490, author: 'Somchai' },
];

// Text columns offer only three operators, with friendlier labels.
const textOperators = getGridStringOperators()
  .filter((operator) => ['contains', 'equals', 'startsWith'].includes(operator.value))
  .map((operator) => (operator.value === 'equals' ? { ...operator, label: 'is exactly' } : operator));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Recipe', flex: 1, minWidth: 170, filterOperators: textOperators },
  { field: 'cuisine', headerName: 'Cuisine', width: 110, filterOperators: textOperators },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
  { field: 'calories', headerName: 'kcal', type: 'number', width: 90 },
  { field: 'author', headerName: 'Author', width: 100 },
];

export default function RecipeFilterPanel() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Recipes"
        rows={recipes}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // List the columns alphabetically and leave "Author" out of the column select.
            columnsSort: 'asc',
            filterFormProps: {
              filterColumns: ({ columns: allColumns }) =>
                allColumns.filter((column) => column.field !== 'author').map((column) => column.field),
              columnInputProps: { sx: { width: 140 } },
              operatorInputProps: { sx: { width: 130 } },
              valueInputProps: { sx: { width: 190 } },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1.5, p: 2 } },
          },
        }}
      />
    </div>
  );
}
