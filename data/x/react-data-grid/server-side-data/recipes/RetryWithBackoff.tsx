import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

type Shipment = { id: number; carrier: string; destination: string; parcels: number };

const carriers = ['Northwind', 'Swiftline', 'Parcelo', 'Cargonaut'];
const cities = ['Oslo', 'Porto', 'Kraków', 'Ghent', 'Turin', 'Aarhus'];
const shipments: Shipment[] = Array.from({ length: 75 }, (_, index) => ({
  id: 8001 + index,
  carrier: carriers[(index * 3) % carriers.length],
  destination: cities[(index * 5) % cities.length],
  parcels: 1 + ((index * 7) % 9),
}));

// A flaky fake API: the first page loads, but a request for any other page fails twice with a 503.
const attempts = new Map<string, number>();
function flakyFetch({ start, end }: GridGetRowsParams): Promise<GridGetRowsResponse> {
  const key = `${start}-${end}`;
  const attempt = (attempts.get(key) ?? 0) + 1;
  attempts.set(key, attempt);
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (Number(start) > 0 && attempt <= 2) reject(new Error('503 Service Unavailable'));
      else resolve({ rows: shipments.slice(Number(start), end + 1), rowCount: shipments.length });
    }, 300);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Retries a request up to `retries` times, waiting 250 ms, 500 ms, 1 s... in between.
async function withRetry<T>(request: () => Promise<T>, retries: number, onRetry: (attempt: number) => void) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      if (attempt >= retries) throw error;
      onRetry(attempt + 1);
      await wait(250 * 2 ** attempt);
    }
  }
}

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 100 },
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
];

export default function RetryWithBackoff() {
  const [status, setStatus] = React.useState('Go to the next page: that request fails twice before it succeeds.');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await withRetry(() => flakyFetch(params), 3, (retry) =>
          setStatus(`Rows ${params.start}–${params.end}: failed, retry ${retry} of 3…`),
        );
        if (Number(params.start) > 0) {
          setStatus(`Rows ${params.start}–${params.end} loaded after ${attempts.get(`${params.start}-${params.end}`)} attempts.`);
        }
        return response;
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="info" sx={{ mb: 1 }} role="status">
        {status}
      </Alert>
      <Box sx={{ height: 340 }}>
        <DataGrid
          label="Shipments"
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => setStatus(`Gave up: ${error.message}`)}
          disableColumnFilter
          disableColumnSorting
          pageSizeOptions={[15, 25]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 15 } } }}
        />
      </Box>
    </Box>
  );
}
