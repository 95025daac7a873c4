import { DataGrid, GridCellEditStopReasons, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

type Week = { id: number; employee: string; mon: number; tue: number; wed: number; thu: number; fri: number };

const rows: Week[] = [
  { id: 1, employee: 'Ingrid Holm', mon: 8, tue: 8, wed: 7.5, thu: 8, fri: 6 },
  { id: 2, employee: 'Diego Alvarez', mon: 7, tue: 8, wed: 8, thu: 8, fri: 8 },
  { id: 3, employee: 'Yusuf Demir', mon: 8, tue: 6.5, wed: 8, thu: 7, fri: 4 },
];

const days = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const columns: GridColDef<Week>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 150 },
  ...days.map(
    (day): GridColDef<Week> => ({
      field: day,
      headerName: day.charAt(0).toUpperCase() + day.slice(1),
      type: 'number',
      width: 80,
      editable: true,
    }),
  ),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueGetter: (value, row) => days.reduce((sum, day) => sum + row[day], 0),
  },
];

export default function EnterMovesRight() {
  const apiRef = useGridApiRef();

  // Enter saves and moves to the next day, like Tab, instead of the row below.
  const handleStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason !== GridCellEditStopReasons.enterKeyDown || !apiRef.current) return;
    event.defaultMuiPrevented = true;
    const isLastDay = params.field === days[days.length - 1];
    apiRef.current.stopCellEditMode({ id: params.id, field: params.field, cellToFocusAfter: isLastDay ? 'below' : 'right' });
  };

  return (
    <div style={{ height: 260, width: '100%' }}>
      <DataGrid apiRef={apiRef} label="Timesheet" rows={rows} columns={columns} onCellEditStop={handleStop} hideFooter />
    </div>
  );
}
