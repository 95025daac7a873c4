import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';

type LeaveType = 'V' | 'S' | 'T' | 'P' | 'H';
type Employee = GridValidRowModel & { id: number | string; name: string; team: string };

const leaveTypes: Record<LeaveType, { label: string; color: 'primary' | 'error' | 'secondary' | 'success' | 'warning' }> = {
  V: { label: 'Vacation', color: 'primary' },
  S: { label: 'Sick leave', color: 'error' },
  T: { label: 'Training', color: 'secondary' },
  P: { label: 'Parental leave', color: 'success' },
  H: { label: 'Half day', color: 'warning' },
};
const codes = Object.keys(leaveTypes) as LeaveType[];

// March 2025, built from fixed dates: the same on the server and in the browser, in every time zone.
const YEAR = 2025;
const MONTH = 2;
const DAYS = 31;
const weekdays = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const days = Array.from({ length: DAYS }, (_, index) => {
  const weekday = new Date(YEAR, MONTH, index + 1).getDay();
  return { day: index + 1, field: `d${index + 1}`, weekday, weekend: weekday === 0 || weekday === 6 };
});

const bookings: Array<[string, string, LeaveType, number, number]> = [
  ['Amara Okafor', 'Design', 'V', 10, 14],
  ['Bruno Costa', 'Design', 'T', 4, 5],
  ['Chloé Martin', 'Design', 'H', 21, 21],
  ['Dmitri Volkov', 'Engineering', 'S', 6, 7],
  ['Elif Demir', 'Engineering', 'P', 1, 31],
  ['Farah Siddiqui', 'Engineering', 'V', 24, 28],
  ['Gustav Berg', 'Engineering', 'T', 18, 19],
  ['Hiroshi Tanaka', 'Support', 'V', 3, 7],
  ['Isabela Rocha', 'Support', 'S', 12, 12],
  ['Jonas Weber', 'Support', 'V', 17, 21],
  ['Keira Walsh', 'Support', 'H', 28, 28],
];

const initialRows: Employee[] = bookings.map(([name, team, type, from, to], index) => {
  const row: Employee = { id: index + 1, name, team };
  days.forEach(({ day, field, weekend }) => {
    row[field] = !weekend && day >= from && day <= to ? type : '';
  });
  return row;
});

function LeaveCell({ value, rowNode }: GridRenderCellParams<Employee, string | number>) {
  if (rowNode.type === 'pinnedRow') {
    return <Box sx={{ fontWeight: 600, color: Number(value) > 2 ? 'error.main' : 'text.secondary' }}>{value || ''}</Box>;
  }
  if (!value) {
    return null;
  }
  const { color, label } = leaveTypes[value as LeaveType];
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
      <Box
        title={label}
        sx={{
          width: 1, height: 26, lineHeight: '26px', borderRadius: 1, textAlign: 'center',
          fontSize: 12, fontWeight: 600, bgcolor: `${color}.main`, color: `${color}.contrastText`,
        }}
      >
        {value}
      </Box>
    </Box>
  );
}

function EmployeeCell({ row, rowNode }: GridRenderCellParams<Employee, string>) {
  if (rowNode.type === 'pinnedRow') {
    return <Box component="span" sx={{ fontWeight: 600 }}>{row.name}</Box>;
  }
  const initials = row.name.split(' ').map((part) => part[0]).join('');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Avatar sx={{ width: 28, height: 28, fontSize: 12 }}>{initials}</Avatar>
      <Box sx={{ lineHeight: 1.2, minWidth: 0 }}>
        <Typography variant="body2" noWrap>{row.name}</Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>{row.team}</Typography>
      </Box>
    </Stack>
  );
}

const dayColumns: GridColDef<Employee>[] = days.map(({ day, field, weekday, weekend }) => ({
  field,
  width: 44,
  sortable: false,
  resizable: false,
  disableColumnMenu: true,
  align: 'center',
  headerAlign: 'center',
  editable: !weekend,
  type: 'singleSelect',
  valueOptions: [{ value: '', label: 'Working' }, ...codes.map((code) => ({ value: code, label: leaveTypes[code].label }))],
  headerClassName: weekend ? 'weekend' : undefined,
  cellClassName: weekend ? 'weekend' : undefined,
  renderHeader: () => (
    <Box sx={{ lineHeight: 1.1, textAlign: 'center' }}>
      <Box sx={{ fontSize: 11, color: 'text.secondary' }}>{weekdays[weekday]}</Box>
      {day}
    </Box>
  ),
  renderCell: LeaveCell,
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', width: 190, renderCell: EmployeeCell },
  ...dayColumns,
  {
    field: 'total',
    headerName: 'Days off',
    type: 'number',
    width: 90,
    valueGetter: (value, row) =>
      row.id === 'coverage' ? value : days.reduce((sum, { field }) => sum + (row[field] === 'H' ? 0.5 : row[field] ? 1 : 0), 0),
  },
];

// One column group per calendar week (weeks start on Monday), labelled with its first and last day.
const columnGroupingModel: GridColumnGroupingModel = [];
days.forEach(({ field, weekday, day }) => {
  if (day === 1 || weekday === 1) {
    columnGroupingModel.push({ groupId: `week-${day}`, headerName: `${day} Mar`, children: [] });
  }
  const week = columnGroupingModel[columnGroupingModel.length - 1];
  week.children.push({ field });
  week.headerName = `${week.groupId.slice(5)}–${day} Mar`;
});

export default function TeamCalendar() {
  const [rows, setRows] = React.useState<Employee[]>(initialRows);

  const coverage = React.useMemo(() => {
    const row: Employee = { id: 'coverage', name: 'People off', team: '' };
    let total = 0;
    days.forEach(({ field }) => {
      row[field] = rows.filter((employee) => employee[field]).length;
      total += row[field];
    });
    row.total = total;
    return { bottom: [row] };
  }, [rows]);

  const counts = codes.map((code) => ({
    code,
    count: rows.reduce((sum, row) => sum + days.filter(({ field }) => row[field] === code).length, 0),
  }));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', p: 1.5 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 600, mr: 1 }}>
          March 2025
        </Typography>
        {counts.map(({ code, count }) => (
          <Chip
            key={code}
            size="small"
            color={leaveTypes[code].color}
            avatar={<Avatar>{code}</Avatar>}
            label={`${leaveTypes[code].label} · ${count}`}
          />
        ))}
      </Stack>
      <Box sx={{ height: 500, '& .weekend': { bgcolor: 'action.hover' } }}>
        <DataGridPro
          label="Team time off, March 2025"
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          initialState={{ pinnedColumns: { left: ['name'], right: ['total'] } }}
          pinnedRows={coverage}
          rowHeight={48}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          isCellEditable={(params) => params.rowNode.type !== 'pinnedRow' && params.colDef.editable === true}
          processRowUpdate={(updated: Employee) => {
            setRows((current) => current.map((row) => (row.id === updated.id ? updated : row)));
            return updated;
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
