import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

const shifts = [
  { id: 1, nurse: 'Ines Carvalho', ward: 'Cardiology', start: '07:00', end: '15:00' },
  { id: 2, nurse: 'Tomás Reyes', ward: 'Paediatrics', start: '15:00', end: '23:00' },
  { id: 3, nurse: 'Hana Kobayashi', ward: 'Emergency', start: '23:00', end: '07:00' },
];

const columns: GridColDef[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150 },
  { field: 'ward', headerName: 'Ward', width: 130 },
  { field: 'start', headerName: 'Start', width: 80 },
  { field: 'end', headerName: 'End', width: 80 },
];

function NoVisibleColumnsOverlay() {
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <ViewColumnIcon sx={{ fontSize: 44, color: 'text.secondary' }} />
      <Typography variant="body2">All columns of the rota are hidden.</Typography>
      {/* An empty model makes every column visible again. */}
      <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
        Show all columns
      </Button>
    </GridOverlay>
  );
}

export default function ResetColumnsOverlay() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        label="Nursing rota"
        rows={shifts}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { nurse: false, ward: false, start: false, end: false } } }}
        slots={{ noColumnsOverlay: NoVisibleColumnsOverlay }}
        hideFooter
      />
    </div>
  );
}
