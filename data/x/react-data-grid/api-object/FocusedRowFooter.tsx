import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFocusCellSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

type Flight = { id: string; from: string; to: string; departs: string; gate: string; aircraft: string; crew: string };

const rows: Flight[] = [
  { id: 'LX 318', from: 'ZRH', to: 'LHR', departs: '07:10', gate: 'A52', aircraft: 'A220-300', crew: 'M. Keller, J. Brun' },
  { id: 'AF 1015', from: 'CDG', to: 'MAD', departs: '08:25', gate: 'F21', aircraft: 'A320neo', crew: 'C. Morel, L. Petit' },
  { id: 'KL 1234', from: 'AMS', to: 'CPH', departs: '09:40', gate: 'D7', aircraft: 'E195-E2', crew: 'S. de Vries, P. Bakker' },
  { id: 'IB 3170', from: 'MAD', to: 'FCO', departs: '11:05', gate: 'J44', aircraft: 'A321XLR', crew: 'R. García, E. Ruiz' },
  { id: 'SK 1467', from: 'CPH', to: 'OSL', departs: '12:30', gate: 'B9', aircraft: 'A320neo', crew: 'K. Lund, A. Berg' },
  { id: 'OS 155', from: 'VIE', to: 'ZRH', departs: '14:15', gate: 'C35', aircraft: 'A320', crew: 'T. Huber, N. Gruber' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 80 },
  { field: 'to', headerName: 'To', width: 80 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

// A slot: it renders inside the grid, so useGridApiContext() gives it the grid's API.
function FlightDetailsFooter() {
  const apiRef = useGridApiContext();
  // Re-renders only when the focused cell changes.
  const focusedCell = useGridSelector(apiRef, gridFocusCellSelector);
  const flight = focusedCell ? apiRef.current.getRow<Flight>(focusedCell.id) : null;

  return (
    <GridFooterContainer sx={{ px: 2, py: 1, minHeight: 56 }}>
      {flight ? (
        <Box>
          <Typography component="p" variant="body2" sx={{ fontWeight: 600 }}>
            {flight.id}: {flight.from} → {flight.to}, gate {flight.gate}
          </Typography>
          <Typography component="p" variant="caption" color="text.secondary">
            {flight.aircraft} · Crew: {flight.crew}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Click a cell or move with the arrow keys to see the flight&apos;s details.
        </Typography>
      )}
    </GridFooterContainer>
  );
}

export default function FocusedRowFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid label="Morning departures" rows={rows} columns={columns} slots={{ footer: FlightDetailsFooter }} />
    </Box>
  );
}
