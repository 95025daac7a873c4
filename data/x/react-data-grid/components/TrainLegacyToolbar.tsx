import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid';

type Train = { id: number; train: string; to: string; platform: number; departs: string };

const trains: Train[] = [
  { id: 1, train: 'IC 522', to: 'Utrecht', platform: 5, departs: '07:12' },
  { id: 2, train: 'SPR 4318', to: 'Leiden', platform: 2, departs: '07:18' },
  { id: 3, train: 'ICE 105', to: 'Frankfurt', platform: 11, departs: '07:35' },
  { id: 4, train: 'IC 2834', to: 'Groningen', platform: 7, departs: '07:41' },
];

const columns: GridColDef<Train>[] = [
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'train', headerName: 'Train', width: 110 },
  { field: 'to', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'platform', headerName: 'Platform', type: 'number', width: 100 },
];

// Built from the version 7 toolbar components, deprecated in version 8.
function TimetableToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector slotProps={{ tooltip: { title: 'Row spacing' } }} />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarExport
        csvOptions={{ fileName: 'departures' }}
        slotProps={{ tooltip: { title: 'Download the timetable' }, button: { material: { variant: 'outlined' } } }}
      />
    </GridToolbarContainer>
  );
}

export default function TrainLegacyToolbar() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid label="Departures" rows={trains} columns={columns} slots={{ toolbar: TimetableToolbar }} showToolbar hideFooter />
    </div>
  );
}
