import { styled } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const HeadCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
    fontWeight: theme.typography.fontWeightBold,
    textTransform: 'uppercase',
    fontSize: theme.typography.pxToRem(12),
    letterSpacing: '0.06em',
  },
}));

const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(even)': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
  '& > td, & > th': { borderBottom: 0 },
}));

const tracks = [
  { no: 1, title: 'Night Ferry', artist: 'The Low Tides', length: '3:42' },
  { no: 2, title: 'Paper Lanterns', artist: 'Mira Solène', length: '4:05' },
  { no: 3, title: 'Granite', artist: 'Northbound', length: '2:58' },
  { no: 4, title: 'Slow Orbit', artist: 'Kasimir', length: '5:11' },
  { no: 5, title: 'Open Windows', artist: 'Mira Solène', length: '3:27' },
];

export default function StyledPlaylist() {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: 560 }}>
      <Table size="small" aria-label="Road trip playlist">
        <TableHead>
          <TableRow>
            <HeadCell align="right" sx={{ width: 48 }}>#</HeadCell>
            <HeadCell>Title</HeadCell>
            <HeadCell>Artist</HeadCell>
            <HeadCell align="right">Length</HeadCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tracks.map((track) => (
            <StripedRow key={track.no}>
              <TableCell align="right" sx={{ color: 'text.secondary' }}>{track.no}</TableCell>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>{track.title}</TableCell>
              <TableCell>{track.artist}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{track.length}</TableCell>
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
