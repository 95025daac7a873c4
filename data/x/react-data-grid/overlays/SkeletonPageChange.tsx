import * as React from 'react';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

type Reading = { id: number; sensor: string; zone: string; temperature: number; humidity: number };

const zones = ['North bay', 'South bay', 'Seedlings', 'Herbs'];

// A fixed data set of 24 readings, built the same way on the server and in the browser.
const allReadings: Reading[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  sensor: `GH-${String(index + 1).padStart(2, '0')}`,
  zone: zones[index % zones.length],
  temperature: 18 + ((index * 7) % 9) + 0.5 * (index % 2),
  humidity: 55 + ((index * 11) % 30),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 100 },
  { field: 'zone', headerName: 'Zone', flex: 1, minWidth: 120 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

// Stand-in for a paginated endpoint.
function fetchPage({ page, pageSize }: GridPaginationModel) {
  return new Promise<Reading[]>((resolve) => {
    setTimeout(() => resolve(allReadings.slice(page * pageSize, (page + 1) * pageSize)), 900);
  });
}

export default function SkeletonPageChange() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 6 });
  const [rows, setRows] = React.useState<Reading[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((pageRows) => {
      if (active) {
        setRows(pageRows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        label="Greenhouse sensor readings"
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        rowCount={allReadings.length}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[6]}
        // Skeleton rows both on the first load and while a new page is on its way.
        slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
      />
    </div>
  );
}
