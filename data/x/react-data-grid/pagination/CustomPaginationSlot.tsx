import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import Pagination from '@mui/material/Pagination';

type Recipe = { id: number; name: string; cuisine: string; minutes: number };

const dishes = ['Shakshuka', 'Pad thai', 'Risotto', 'Tacos al pastor', 'Ramen', 'Moussaka', 'Pho', 'Paella', 'Dal makhani', 'Bibimbap'];
const cuisines = ['Middle Eastern', 'Thai', 'Italian', 'Mexican', 'Japanese', 'Greek', 'Vietnamese', 'Spanish', 'Indian', 'Korean'];

const rows: Recipe[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  name: `${dishes[index % dishes.length]}${index >= dishes.length ? ` #${Math.floor(index / dishes.length) + 1}` : ''}`,
  cuisine: cuisines[index % cuisines.length],
  minutes: 15 + ((index * 17) % 75),
}));

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 160 },
  { field: 'cuisine', headerName: 'Cuisine', width: 150 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 110 },
];

// Reads the page state from the grid and drives it through the API.
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      shape="rounded"
      count={pageCount}
      page={page + 1}
      onChange={(event, value) => apiRef.current.setPage(value - 1)}
      sx={{ py: 1 }}
    />
  );
}

export default function CustomPaginationSlot() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGrid
        label="Recipes"
        rows={rows}
        columns={columns}
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 5, page: 0 } } }}
        pageSizeOptions={[5]}
      />
    </div>
  );
}
