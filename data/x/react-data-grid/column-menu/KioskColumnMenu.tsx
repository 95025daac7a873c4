import SettingsIcon from '@mui/icons-material/Settings';
import {
  DataGrid,
  GridColumnMenu,
  type GridBaseIconProps,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

type Departure = { id: number; time: string; destination: string; platform: string; remarks: string };

const rows: Departure[] = [
  { id: 1, time: '08:12', destination: 'Zürich HB', platform: '7', remarks: 'On time' },
  { id: 2, time: '08:20', destination: 'Milano Centrale', platform: '12', remarks: '5 min late' },
  { id: 3, time: '08:34', destination: 'Basel SBB', platform: '3', remarks: 'On time' },
  { id: 4, time: '08:41', destination: 'Genève-Aéroport', platform: '9', remarks: 'Platform change' },
];

const columns: GridColDef<Departure>[] = [
  // No menu at all on the time column.
  { field: 'time', headerName: 'Time', width: 90, disableColumnMenu: true },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 160 },
  { field: 'platform', headerName: 'Platform', width: 110 },
  { field: 'remarks', headerName: 'Remarks', width: 150, sortable: false },
];

// Sorting and filtering only: the hide and manage-columns items are removed.
function DepartureColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

// Icon slots receive the grid's icon props; pass on the ones an SvgIcon understands.
function SettingsMenuIcon({ fontSize, className, titleAccess }: GridBaseIconProps) {
  return <SettingsIcon fontSize={fontSize} className={className} titleAccess={titleAccess} />;
}

export default function KioskColumnMenu() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        slots={{ columnMenu: DepartureColumnMenu, columnMenuIcon: SettingsMenuIcon }}
      />
    </div>
  );
}
