import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Service = 'standard' | 'express';
type Quote = { id: string; destination: string; weight: number; price: number };

const parcels = [
  { id: 'PKG-301', destination: 'Lyon', weight: 2.4 },
  { id: 'PKG-302', destination: 'Milan', weight: 0.8 },
  { id: 'PKG-303', destination: 'Vienna', weight: 5.1 },
  { id: 'PKG-304', destination: 'Ghent', weight: 1.6 },
];

const rates: Record<Service, { base: number; perKg: number }> = {
  standard: { base: 6, perKg: 1.5 },
  express: { base: 14, perKg: 3.2 },
};

const quotesFor = (service: Service): Quote[] =>
  parcels.map((parcel) => ({
    ...parcel,
    price: Math.round((rates[service].base + rates[service].perKg * parcel.weight) * 100) / 100,
  }));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'price', headerName: 'Quote (€)', type: 'number', width: 110 },
];

export default function CircularProgressQuotes() {
  const [service, setService] = React.useState<Service>('standard');
  const [rows, setRows] = React.useState<Quote[]>(() => quotesFor('standard'));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const recalculate = () => {
    setLoading(true);
    clearTimeout(timer.current);
    // Stand-in for a call to a carrier's pricing service.
    timer.current = setTimeout(() => {
      setRows(quotesFor(service));
      setLoading(false);
    }, 1500);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Shipping service"
          value={service}
          onChange={(event, value: Service | null) => value && setService(value)}
        >
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="express">Express</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="contained" onClick={recalculate} disabled={loading}>
          Recalculate quotes
        </Button>
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          label="Shipping quotes"
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'circular-progress' } }}
          hideFooter
        />
      </div>
    </Stack>
  );
}
