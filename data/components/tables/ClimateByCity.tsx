import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

// July averages
const cities = [
  { city: 'Reykjavík', low: 9, high: 14, rainDays: 10, rainMm: 52, sun: 6 },
  { city: 'Edinburgh', low: 11, high: 19, rainDays: 12, rainMm: 64, sun: 5 },
  { city: 'Vienna', low: 16, high: 27, rainDays: 9, rainMm: 68, sun: 9 },
  { city: 'Seville', low: 20, high: 36, rainDays: 0, rainMm: 1, sun: 12 },
  { city: 'Istanbul', low: 21, high: 29, rainDays: 3, rainMm: 20, sun: 11 },
];

// A vertical rule between the groups helps the eye keep the columns together
const groupStart = { borderLeft: 1, borderLeftColor: 'divider' };

export default function ClimateByCity() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="July climate averages by city" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>City</TableCell>
            <TableCell colSpan={2} align="center" scope="colgroup" sx={groupStart}>
              Temperature (°C)
            </TableCell>
            <TableCell colSpan={2} align="center" scope="colgroup" sx={groupStart}>
              Rain
            </TableCell>
            <TableCell rowSpan={2} align="right" sx={groupStart}>
              Sun (h/day)
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell align="right" sx={groupStart}>Low</TableCell>
            <TableCell align="right">High</TableCell>
            <TableCell align="right" sx={groupStart}>Days</TableCell>
            <TableCell align="right">mm</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cities.map((row) => (
            <TableRow key={row.city}>
              <TableCell component="th" scope="row">{row.city}</TableCell>
              <TableCell align="right" sx={groupStart}>{row.low}</TableCell>
              <TableCell align="right">{row.high}</TableCell>
              <TableCell align="right" sx={groupStart}>{row.rainDays}</TableCell>
              <TableCell align="right">{row.rainMm}</TableCell>
              <TableCell align="right" sx={groupStart}>{row.sun}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
