import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';

type Departure = { id: number; train: string; destination: string; platform: number; delay: number; request: number };

const destinations = ['Utrecht', 'Leiden', 'Haarlem', 'Gouda', 'Breda', 'Zwolle', 'Arnhem', 'Delft'];

// A short-lived cache: entries older than 10 seconds are fetched again.
const tenSecondCache = new GridDataSourceCacheDefault({ ttl: 10_000 });

const columns: GridColDef<Departure>[] = [
  { field: 'train', headerName: 'Train', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 110 },
  { field: 'request', headerName: 'From request', type: 'number', width: 130 },
];

export default function DepartureBoardTtl() {
  const requests = React.useRef(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        requests.current += 1;
        const requestNo = requests.current;
        const start = Number(params.start);
        // The "server": 24 departures whose delays change from one request to the next.
        const rows = Array.from({ length: params.end - start + 1 }, (_, offset) => {
          const index = start + offset;
          return {
            id: index + 1,
            train: `IC ${3100 + index * 4}`,
            destination: destinations[index % destinations.length],
            platform: (index % 9) + 1,
            delay: (index * 3 + requestNo * 2) % 7,
            request: requestNo,
          };
        }).filter((row) => row.id <= 24);
        return new Promise((resolve) => {
          setTimeout(() => resolve({ rows, rowCount: 24 }), 400);
        });
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        Move to page 2 and back within 10 seconds: the request number stays. Wait longer and it changes.
      </Typography>
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          label="Departures"
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={tenSecondCache}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[6]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 6 } } }}
        />
      </div>
    </Stack>
  );
}
