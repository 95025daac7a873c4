import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

// Each status maps to a palette colour, so the tints follow the theme in light and dark mode.
const statusColor = {
  Delivered: 'success',
  'In transit': 'info',
  Delayed: 'warning',
  Returned: 'error',
} as const;

type Status = keyof typeof statusColor;
type Shipment = { id: string; destination: string; carrier: string; parcels: number; status: Status };

const rows: Shipment[] = [
  { id: 'SHP-3101', destination: 'Lyon, FR', carrier: 'DHL', parcels: 4, status: 'Delivered' },
  { id: 'SHP-3102', destination: 'Porto, PT', carrier: 'UPS', parcels: 1, status: 'In transit' },
  { id: 'SHP-3103', destination: 'Gdańsk, PL', carrier: 'DPD', parcels: 7, status: 'Delayed' },
  { id: 'SHP-3104', destination: 'Ghent, BE', carrier: 'DHL', parcels: 2, status: 'In transit' },
  { id: 'SHP-3105', destination: 'Graz, AT', carrier: 'GLS', parcels: 3, status: 'Returned' },
  { id: 'SHP-3106', destination: 'Malmö, SE', carrier: 'UPS', parcels: 5, status: 'Delivered' },
  { id: 'SHP-3107', destination: 'Bilbao, ES', carrier: 'DPD', parcels: 2, status: 'Delayed' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const slug = (status: Status) => status.toLowerCase().replace(/\s+/g, '-');

function getRowClassName(params: GridRowClassNameParams<Shipment>) {
  return `shipment--${slug(params.row.status)}`;
}

// One block of rules per status: resting, hovered, selected, selected and hovered.
function statusStyles(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const styles: Record<string, SystemStyleObject<Theme>> = {};
  (Object.keys(statusColor) as Status[]).forEach((status) => {
    const main = palette[statusColor[status]].main;
    styles[`& .shipment--${slug(status)}`] = {
      bgcolor: theme.alpha(main, 0.1),
      '&:hover': { bgcolor: theme.alpha(main, 0.18) },
      '&.Mui-selected': {
        bgcolor: theme.alpha(main, 0.24),
        '&:hover': { bgcolor: theme.alpha(main, 0.3) },
      },
    };
  });
  return styles;
}

export default function ShipmentStatus() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        label="Outbound shipments"
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
        sx={statusStyles}
      />
    </Box>
  );
}
