import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

// Two weeks of a sprint, 10–23 March 2025, from fixed dates.
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const days = Array.from({ length: 14 }, (_, index) => {
  const date = new Date(2025, 2, 10 + index);
  const weekday = date.getDay();
  return { field: `d${date.getDate()}`, label: `${weekdays[weekday]} ${date.getDate()}`, weekend: weekday === 0 || weekday === 6 };
});

const people = [
  { id: 1, name: 'Amara Okafor', off: [12, 13, 14] },
  { id: 2, name: 'Gustav Berg', off: [18, 19] },
  { id: 3, name: 'Isabela Rocha', off: [] as number[] },
  { id: 4, name: 'Jonas Weber', off: [17, 18, 19, 20, 21] },
];

const rows = people.map(({ id, name, off }) => {
  const row: Record<string, string | number> = { id, name };
  days.forEach(({ field }) => {
    row[field] = off.includes(Number(field.slice(1))) ? 'Off' : '';
  });
  return row;
});

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Employee', width: 150 },
  ...days.map<GridColDef>(({ field, label, weekend }) => ({
    field,
    headerName: label,
    width: 72,
    sortable: false,
    disableColumnMenu: true,
    align: 'center',
    headerAlign: 'center',
    cellClassName: weekend ? 'weekend' : undefined,
    headerClassName: weekend ? 'weekend' : undefined,
  })),
];

// The first seven day columns form week 11, the next seven week 12.
const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'week11', headerName: 'Week 11', children: days.slice(0, 7).map(({ field }) => ({ field })) },
  { groupId: 'week12', headerName: 'Week 12', children: days.slice(7).map(({ field }) => ({ field })) },
];

export default function WeekGroups() {
  return (
    <Box sx={{ height: 330, width: '100%', '& .weekend': { bgcolor: 'action.hover' } }}>
      <DataGrid
        label="Sprint availability"
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
