import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Stop {
  id: number;
  order: number;
  address: string;
  window: string;
  parcels: number;
}

const stops: Stop[] = [
  { id: 1, order: 1, address: '12 Mill Lane', window: '08:00–09:00', parcels: 3 },
  { id: 2, order: 2, address: '4 Orchard Close', window: '08:30–10:00', parcels: 1 },
  { id: 3, order: 3, address: '88 High Street', window: '09:00–11:00', parcels: 6 },
  { id: 4, order: 4, address: '23 Quay Road', window: '10:00–12:00', parcels: 2 },
  { id: 5, order: 5, address: '7 Chapel Row', window: '11:00–13:00', parcels: 4 },
];

const columns: GridColDef<Stop>[] = [
  { field: 'order', headerName: 'Stop', type: 'number', width: 80 },
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
  { field: 'window', headerName: 'Time window', width: 140 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

export default function RouteSheetApiExport() {
  const apiRef = useGridApiRef();

  return (
    <div style={{ width: '100%' }}>
      {/* Buttons outside the grid: they reach it through apiRef. */}
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'route-42', delimiter: ';' })}
        >
          Route as CSV
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => apiRef.current?.exportDataAsPrint({ fileName: 'Route 42', hideFooter: true })}
        >
          Print route sheet
        </Button>
      </Stack>
      <div style={{ height: 320 }}>
        <DataGrid apiRef={apiRef} label="Route 42 stops" rows={stops} columns={columns} hideFooter />
      </div>
    </div>
  );
}
