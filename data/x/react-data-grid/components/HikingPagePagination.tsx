import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPageCountSelector,
  gridPaginationModelSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

type Trail = { id: number; trail: string; km: number; ascent: number };

// 26 trails built from fixed lists: the same rows on the server and in the browser.
const places = ['Ridge', 'Falls', 'Lakes', 'Pass', 'Forest', 'Coast', 'Summit', 'Valley', 'Gorge', 'Meadow', 'Cliffs', 'Caves', 'Dunes'];
const trails: Trail[] = Array.from({ length: 26 }, (_, index) => ({
  id: index + 1,
  trail: `${places[index % places.length]} loop ${Math.floor(index / places.length) + 1}`,
  km: 4 + ((index * 7) % 19),
  ascent: 120 + ((index * 137) % 800),
}));

const columns: GridColDef<Trail>[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 150 },
  { field: 'km', headerName: 'Distance (km)', type: 'number', width: 130 },
  { field: 'ascent', headerName: 'Ascent (m)', type: 'number', width: 120 },
];

// Replaces only the pagination part of the footer: one button per page.
function PageButtons() {
  const apiRef = useGridApiContext();
  const { page, pageSize } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const rowCount = useGridSelector(apiRef, gridRowCountSelector);
  const first = rowCount === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(rowCount, (page + 1) * pageSize);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {first}–{last} of {rowCount}
      </Typography>
      <Pagination
        size="small"
        color="primary"
        count={pageCount}
        page={page + 1}
        showFirstButton
        showLastButton
        onChange={(event, value) => apiRef.current.setPage(value - 1)}
      />
    </Box>
  );
}

export default function HikingPagePagination() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Hiking trails"
        rows={trails}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        slots={{ pagination: PageButtons }}
        density="compact"
      />
    </div>
  );
}
