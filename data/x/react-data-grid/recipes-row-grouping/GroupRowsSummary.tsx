import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';

type Shipment = { id: string; carrier: string; destination: string; status: string; weightKg: number };

const rows: Shipment[] = [
  { id: 'SHP-8801', carrier: 'NorthLine', destination: 'Oslo', status: 'In transit', weightKg: 12.5 },
  { id: 'SHP-8802', carrier: 'NorthLine', destination: 'Bergen', status: 'Delivered', weightKg: 4.2 },
  { id: 'SHP-8803', carrier: 'Bluebird Express', destination: 'Lisbon', status: 'In transit', weightKg: 30 },
  { id: 'SHP-8804', carrier: 'Bluebird Express', destination: 'Porto', status: 'Delayed', weightKg: 8.75 },
  { id: 'SHP-8805', carrier: 'Bluebird Express', destination: 'Faro', status: 'Delivered', weightKg: 2.1 },
  { id: 'SHP-8806', carrier: 'Cargo Ceres', destination: 'Athens', status: 'Delayed', weightKg: 54 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 160 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

type Summary = { title: string; ids: string[]; weight: number };

export default function GroupRowsSummary() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<Summary | null>(null);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    if (!apiRef.current) {
      return;
    }
    // Row params carry no tree information: read the node from the state.
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type !== 'group') {
      return;
    }
    // Ids of the real rows below the group, after filtering (group rows are skipped).
    const ids = apiRef.current.getRowGroupChildren({ groupId: params.id, applyFiltering: true });
    const shipments = ids.map((id) => apiRef.current!.getRow<Shipment>(id)).filter((row) => row !== null);
    setSummary({
      title: String(node.groupingKey),
      ids: shipments.map((row) => row.id),
      weight: shipments.reduce((total, row) => total + row.weightKg, 0),
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['carrier', 'status'] } }}
          onRowClick={handleRowClick}
        />
      </Box>
      <Paper variant="outlined" sx={{ mt: 1, p: 1.5 }} aria-live="polite">
        {summary ? (
          <Typography variant="body2">
            <strong>{summary.title}</strong>: {summary.ids.length} shipment(s), {summary.weight.toFixed(2)} kg ({summary.ids.join(', ')})
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click a group row to list its shipments.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
