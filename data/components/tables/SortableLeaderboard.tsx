import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';

type Runner = { name: string; club: string; races: number; points: number };
type Column = { key: keyof Runner; label: string; numeric: boolean };

const runners: Runner[] = [
  { name: 'Ines Duarte', club: 'Harbour Harriers', races: 7, points: 412 },
  { name: 'Tomás Novak', club: 'Riverside RC', races: 9, points: 389 },
  { name: 'Yuki Sato', club: 'Hill Striders', races: 6, points: 401 },
  { name: 'Fatima Zahra', club: 'Riverside RC', races: 8, points: 376 },
  { name: 'Oscar Lind', club: 'Harbour Harriers', races: 5, points: 298 },
];

const columns: Column[] = [
  { key: 'name', label: 'Runner', numeric: false },
  { key: 'club', label: 'Club', numeric: false },
  { key: 'races', label: 'Races', numeric: true },
  { key: 'points', label: 'Points', numeric: true },
];

export default function SortableLeaderboard() {
  const [orderBy, setOrderBy] = React.useState<keyof Runner>('points');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('desc');

  const sortBy = (key: keyof Runner) => {
    const isSameDesc = orderBy === key && order === 'desc';
    setOrder(isSameDesc ? 'asc' : 'desc');
    setOrderBy(key);
  };

  const sorted = React.useMemo(() => {
    const factor = order === 'asc' ? 1 : -1;
    return [...runners].sort((a, b) => {
      const x = a[orderBy];
      const y = b[orderBy];
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en')) * factor;
    });
  }, [order, orderBy]);

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Season leaderboard" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={orderBy === column.key ? order : false}
              >
                <TableSortLabel
                  active={orderBy === column.key}
                  direction={orderBy === column.key ? order : 'desc'}
                  onClick={() => sortBy(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((runner) => (
            <TableRow key={runner.name}>
              <TableCell component="th" scope="row">{runner.name}</TableCell>
              <TableCell>{runner.club}</TableCell>
              <TableCell align="right">{runner.races}</TableCell>
              <TableCell align="right">{runner.points}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
