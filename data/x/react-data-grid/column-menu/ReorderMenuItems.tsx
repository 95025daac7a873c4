import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

type Flight = { id: number; flight: string; destination: string; gate: string; status: string };

const rows: Flight[] = [
  { id: 1, flight: 'LX 318', destination: 'London City', gate: 'A12', status: 'Boarding' },
  { id: 2, flight: 'AF 1115', destination: 'Paris CDG', gate: 'B31', status: 'On time' },
  { id: 3, flight: 'SK 602', destination: 'Copenhagen', gate: 'A04', status: 'Delayed' },
  { id: 4, flight: 'IB 3471', destination: 'Madrid', gate: 'D17', status: 'Gate closed' },
  { id: 5, flight: 'OS 564', destination: 'Vienna', gate: 'B08', status: 'On time' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 150 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 130 },
];

// Filtering is what gate agents use most: it moves to the top, and the sort entries go last.
function GateColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuColumnsItem: { displayOrder: 5 },
        columnMenuSortItem: { displayOrder: 40 },
      }}
    />
  );
}

export default function ReorderMenuItems() {
  return (
    <div style={{ height: 330, width: '100%' }}>
      <DataGrid label="Departures" rows={rows} columns={columns} hideFooter slots={{ columnMenu: GateColumnMenu }} />
    </div>
  );
}
