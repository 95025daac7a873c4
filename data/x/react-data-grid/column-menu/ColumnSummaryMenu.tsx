import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuSortItem,
  GridColumnMenuFilterItem,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Run = { id: number; athlete: string; distanceKm: number; minutes: number; elevationM: number };

const rows: Run[] = [
  { id: 1, athlete: 'Aiko', distanceKm: 10.2, minutes: 52, elevationM: 120 },
  { id: 2, athlete: 'Bruno', distanceKm: 21.1, minutes: 118, elevationM: 340 },
  { id: 3, athlete: 'Chidi', distanceKm: 5, minutes: 24, elevationM: 35 },
  { id: 4, athlete: 'Dagny', distanceKm: 15.8, minutes: 81, elevationM: 410 },
];

const columns: GridColDef<Run>[] = [
  { field: 'athlete', headerName: 'Athlete', flex: 1, minWidth: 130 },
  { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 140 },
  { field: 'minutes', headerName: 'Time (min)', type: 'number', width: 120 },
  { field: 'elevationM', headerName: 'Elevation (m)', type: 'number', width: 140 },
];

function ColumnSummary({ field }: { field: string }) {
  const apiRef = useGridApiContext();
  const values = apiRef.current.getAllRowIds().map((id) => Number(apiRef.current.getCellValue(id, field)));
  const total = values.reduce((sum, v) => sum + v, 0);
  return (
    <Box component="li" sx={{ px: 2, py: 1, color: 'text.secondary', listStyle: 'none' }}>
      <Typography variant="body2">Min: {Math.min(...values)}</Typography>
      <Typography variant="body2">Max: {Math.max(...values)}</Typography>
      <Typography variant="body2">Average: {(total / values.length).toFixed(1)}</Typography>
    </Box>
  );
}

function SummaryColumnMenu(props: GridColumnMenuProps) {
  const { hideMenu, colDef, open, id, labelledby } = props;
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} open={open} id={id} labelledby={labelledby}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      <GridColumnMenuFilterItem onClick={hideMenu} colDef={colDef} />
      {colDef.type === 'number' && <Divider component="li" />}
      {colDef.type === 'number' && <ColumnSummary field={colDef.field} />}
    </GridColumnMenuContainer>
  );
}

export default function ColumnSummaryMenu() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter slots={{ columnMenu: SummaryColumnMenu }} />
    </div>
  );
}
