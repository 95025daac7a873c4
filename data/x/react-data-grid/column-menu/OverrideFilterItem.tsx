import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Appointment = { id: number; time: string; patient: string; clinician: string; room: string; reason: string };

const rows: Appointment[] = [
  { id: 1, time: '09:00', patient: 'M. Okafor', clinician: 'Dr. Lindqvist', room: '2', reason: 'Check-up' },
  { id: 2, time: '09:20', patient: 'R. Haddad', clinician: 'Dr. Moreau', room: '4', reason: 'Vaccination' },
  { id: 3, time: '09:40', patient: 'T. Nguyen', clinician: 'Dr. Lindqvist', room: '2', reason: 'Blood test' },
  { id: 4, time: '10:00', patient: 'S. Kowalski', clinician: 'Dr. Moreau', room: '4', reason: 'Check-up' },
  { id: 5, time: '10:20', patient: 'A. Petrov', clinician: 'Dr. Osei', room: '1', reason: 'Follow-up' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', width: 140 },
  { field: 'clinician', headerName: 'Clinician', width: 150 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 130 },
];

// Replaces the built-in "Filter" entry: clears every other filter, then opens the panel on this column.
function FreshFilterItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  if (colDef.filterable === false) {
    return null;
  }
  return (
    <MenuItem
      onClick={(event) => {
        onClick(event);
        apiRef.current.setFilterModel({ items: [] });
        apiRef.current.showFilterPanel(colDef.field);
      }}
    >
      <ListItemIcon>
        <FilterAltOffIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Filter this column only</ListItemText>
    </MenuItem>
  );
}

function ScheduleColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: FreshFilterItem }} />;
}

export default function OverrideFilterItem() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid
        label="Clinic appointments"
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ columnMenu: ScheduleColumnMenu }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'clinician', operator: 'equals', value: 'Dr. Lindqvist' }] } },
        }}
      />
    </div>
  );
}
