import * as React from 'react';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import DoneAllIcon from '@mui/icons-material/DoneAll';

type Task = { id: number; title: string; owner: string; estimate: number; due: string };
type Key = 'title' | 'owner' | 'estimate' | 'due';

const titles = ['Write release notes', 'Fix login redirect', 'Review pricing page', 'Migrate CI runners', 'Update icons'];
const owners = ['Aiko', 'Bruno', 'Chloé', 'Dev'];
const tasks: Task[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `${titles[i % titles.length]} #${i + 1}`,
  owner: owners[(i * 3) % owners.length],
  estimate: ((i * 5) % 13) + 1,
  due: `2026-05-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
}));
const columns: { key: Key; label: string; numeric?: boolean }[] = [
  { key: 'title', label: 'Task' },
  { key: 'owner', label: 'Owner' },
  { key: 'estimate', label: 'Estimate (h)', numeric: true },
  { key: 'due', label: 'Due' },
];

export default function ProjectTasksTable() {
  const [orderBy, setOrderBy] = React.useState<Key>('due');
  const [order, setOrder] = React.useState<'asc' | 'desc'>('asc');
  const [selected, setSelected] = React.useState<number[]>([]);
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const rows = React.useMemo(() => {
    const sign = order === 'asc' ? 1 : -1;
    return [...tasks]
      .sort((a, b) => sign * String(a[orderBy]).localeCompare(String(b[orderBy]), 'en', { numeric: true }))
      .slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  }, [order, orderBy, page, rowsPerPage]);

  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <Toolbar sx={[{ gap: 1 }, selected.length > 0 && { bgcolor: 'action.selected' }]}>
        <Typography component="p" sx={{ flex: 1 }} aria-live="polite">
          {selected.length > 0 ? `${selected.length} selected` : 'Sprint 14 tasks'}
        </Typography>
        {selected.length > 0 && (
          <Tooltip title="Mark as done">
            <IconButton aria-label="Mark selected tasks as done" onClick={() => setSelected([])}>
              <DoneAllIcon />
            </IconButton>
          </Tooltip>
        )}
      </Toolbar>
      <TableContainer>
        <Table aria-label="Sprint 14 tasks" sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={selected.length > 0 && selected.length < tasks.length}
                  checked={selected.length === tasks.length}
                  onChange={(e) => setSelected(e.target.checked ? tasks.map((t) => t.id) : [])}
                  slotProps={{ input: { 'aria-label': 'Select all tasks' } }}
                />
              </TableCell>
              {columns.map((col) => (
                <TableCell key={col.key} align={col.numeric ? 'right' : 'left'} sortDirection={orderBy === col.key ? order : false}>
                  <TableSortLabel
                    active={orderBy === col.key}
                    direction={orderBy === col.key ? order : 'asc'}
                    onClick={() => {
                      setOrder(orderBy === col.key && order === 'asc' ? 'desc' : 'asc');
                      setOrderBy(col.key);
                    }}
                  >
                    {col.label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((task) => {
              const isSelected = selected.includes(task.id);
              return (
                <TableRow key={task.id} hover selected={isSelected} onClick={() => toggle(task.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell padding="checkbox">
                    <Checkbox checked={isSelected} slotProps={{ input: { 'aria-label': `Select ${task.title}` } }} />
                  </TableCell>
                  <TableCell component="th" scope="row">{task.title}</TableCell>
                  <TableCell>{task.owner}</TableCell>
                  <TableCell align="right">{task.estimate}</TableCell>
                  <TableCell>{task.due}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={tasks.length}
        page={page}
        onPageChange={(e, p) => setPage(p)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[5, 10]}
        onRowsPerPageChange={(e) => {
          setRowsPerPage(Number(e.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
