import * as React from 'react';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';

type Shipment = { id: number; tracking: string; destination: string; carrier: string; weightKg: number };

const rows: Shipment[] = [
  { id: 1, tracking: '1Z 999 AA1 01 2345 6784', destination: 'Rotterdam, NL', carrier: 'UPS', weightKg: 12.4 },
  { id: 2, tracking: 'JD014600003828510396', destination: 'Kraków, PL', carrier: 'DHL', weightKg: 3.1 },
  { id: 3, tracking: '7489 2020 1144', destination: 'Lisbon, PT', carrier: 'FedEx', weightKg: 27 },
];

const defaultWidths: Record<string, number> = { tracking: 230, destination: 160, carrier: 110, weightKg: 120 };

export default function RememberedWidths() {
  // In an app, load and save these widths with localStorage or the user's settings.
  const [widths, setWidths] = React.useState(defaultWidths);

  const columns = React.useMemo<GridColDef<Shipment>[]>(
    () => [
      { field: 'tracking', headerName: 'Tracking number', width: widths.tracking },
      { field: 'destination', headerName: 'Destination', width: widths.destination },
      { field: 'carrier', headerName: 'Carrier', width: widths.carrier },
      { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: widths.weightKg },
    ],
    [widths],
  );

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setWidths((prev) => ({ ...prev, [params.colDef.field]: Math.round(params.width) }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
          Saved widths: {Object.entries(widths).map(([field, w]) => `${field} ${w}px`).join(' · ')}
        </Typography>
        <Button size="small" onClick={() => setWidths(defaultWidths)}>
          Reset widths
        </Button>
      </Stack>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} hideFooter onColumnWidthChange={handleWidthChange} />
      </div>
    </Stack>
  );
}
