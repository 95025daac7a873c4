import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

type Photo = { id: number; file: string; camera: string; iso: number; taken: string };

// --- A fake photo archive: a rows endpoint without totals, and a slower count endpoint. ---
const TOTAL = 1800;
const cameras = ['X-T5', 'A7 IV', 'Z6 II', 'R6', 'GR III'];
const photos: Photo[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  file: `IMG_${String(2400 + index).padStart(5, '0')}.RAF`,
  camera: cameras[(index * 3) % cameras.length],
  iso: [100, 200, 400, 800, 1600, 3200][(index * 7) % 6],
  taken: `2024-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}`,
}));

function countPhotos(): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(TOTAL), 2500);
  });
}

const dataSource: GridDataSource = {
  getRows: ({ start, end }) =>
    new Promise((resolve) => {
      // No rowCount in the response: the count comes from the rowCount prop.
      setTimeout(() => resolve({ rows: photos.slice(Number(start), end + 1) }), 400);
    }),
};
// --- End of the fake API. ---

const columns: GridColDef<Photo>[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 140 },
  { field: 'camera', headerName: 'Camera', width: 100 },
  { field: 'iso', headerName: 'ISO', type: 'number', width: 90 },
  { field: 'taken', headerName: 'Taken', width: 120 },
];

export default function PhotoArchiveCountProp() {
  // -1 until the count arrives: the grid starts in infinite mode, then switches to viewport mode.
  const [rowCount, setRowCount] = React.useState(-1);

  React.useEffect(() => {
    let active = true;
    countPhotos().then((total) => {
      if (active) {
        setRowCount(total);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {rowCount === -1 ? 'Counting photos… (infinite loading for now)' : `${rowCount} photos (viewport loading)`}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          label="Photo archive"
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          rowCount={rowCount}
          disableColumnFilter
          disableColumnSorting
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 30 } } }}
        />
      </Box>
    </Box>
  );
}
