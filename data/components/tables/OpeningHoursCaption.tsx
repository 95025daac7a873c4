import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const hours = [
  { day: 'Monday', pool: 'Closed', gym: '06:00–22:00' },
  { day: 'Tuesday to Friday', pool: '07:00–21:00', gym: '06:00–22:00' },
  { day: 'Saturday', pool: '08:00–18:00', gym: '08:00–20:00' },
  { day: 'Sunday', pool: '09:00–16:00', gym: '09:00–16:00' },
];

export default function OpeningHoursCaption() {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 520 }}>
      {/* No aria-label: the caption is the table's accessible name */}
      <Table size="small" sx={{ '& caption': { captionSide: 'top' } }}>
        <caption>Opening hours of the Riverside leisure centre, valid from 1 June 2026. Holidays follow the Sunday hours.</caption>
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>Pool</TableCell>
            <TableCell>Gym</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {hours.map((row) => (
            <TableRow key={row.day}>
              <TableCell component="th" scope="row">{row.day}</TableCell>
              <TableCell>{row.pool}</TableCell>
              <TableCell>{row.gym}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
