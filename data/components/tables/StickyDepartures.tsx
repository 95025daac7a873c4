import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const destinations = ['Lisbon', 'Oslo', 'Vienna', 'Dublin', 'Prague', 'Athens', 'Madrid', 'Zürich'];
const statuses = ['On time', 'Boarding', 'Delayed 15 min', 'On time', 'Gate closed'];

const departures = Array.from({ length: 10 }, (_, index) => ({
  flight: `MU ${310 + index * 7}`,
  time: `${String(6 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '15' : '45'}`,
  destination: destinations[index % destinations.length],
  gate: `B${(index % 9) + 1}`,
  status: statuses[index % statuses.length],
}));

export default function StickyDepartures() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <TableContainer sx={{ maxHeight: 240 }} tabIndex={0} role="region" aria-label="Departures, scrollable">
        <Table stickyHeader size="small" aria-label="Departures">
          <TableHead>
            <TableRow>
              <TableCell>Time</TableCell>
              <TableCell>Flight</TableCell>
              <TableCell>Destination</TableCell>
              <TableCell>Gate</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {departures.map((row) => (
              <TableRow key={row.flight} hover>
                <TableCell>{row.time}</TableCell>
                <TableCell component="th" scope="row">{row.flight}</TableCell>
                <TableCell>{row.destination}</TableCell>
                <TableCell>{row.gate}</TableCell>
                <TableCell sx={{ color: row.status.startsWith('Delayed') ? 'error.main' : undefined }}>
                  {row.status}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
