import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridPageCountSelector,
  useGridApiRef,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';

type Pupil = { id: number; name: string; form: string; attendance: number };

const firstNames = ['Ada', 'Bilal', 'Chloe', 'Dev', 'Elin', 'Femi', 'Grace', 'Hugo', 'Iris', 'Jonah', 'Kira'];
const lastNames = ['Moss', 'Patel', 'Quinn', 'Reyes', 'Stone', 'Tanaka'];

const rows: Pupil[] = Array.from({ length: 33 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${lastNames[(index * 5) % lastNames.length]}`,
  form: `7${'ABC'[index % 3]}`,
  attendance: 86 + ((index * 7) % 14),
}));

const columns: GridColDef<Pupil>[] = [
  { field: 'name', headerName: 'Pupil', flex: 1, minWidth: 140 },
  { field: 'form', headerName: 'Form', width: 80 },
  { field: 'attendance', headerName: 'Attendance (%)', type: 'number', width: 140 },
];

export default function ClassroomPaginationApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });

  const goToLastPage = () => {
    if (apiRef.current) {
      apiRef.current.setPage(gridPageCountSelector(apiRef) - 1);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPage(0)}>
          First page
        </Button>
        <Button size="small" variant="outlined" onClick={goToLastPage}>
          Last page
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setPageSize(10)}>
          10 per page
        </Button>
        <Button size="small" variant="outlined"
          onClick={() => apiRef.current?.setPaginationModel({ page: 1, pageSize: 5 })}>
          Page 2 of 5-row pages
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          label="Form 7 attendance"
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          onPaginationModelChange={setModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Reported by onPaginationModelChange: page {model.page + 1}, size {model.pageSize}
      </Typography>
    </Box>
  );
}
