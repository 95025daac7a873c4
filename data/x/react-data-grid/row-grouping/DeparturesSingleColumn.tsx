import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Flight = { id: string; terminal: string; airline: string; destination: string; time: string };

const rows: Flight[] = [
  { id: 'NL214', terminal: 'Terminal 1', airline: 'Nordlys Air', destination: 'Reykjavík', time: '07:10' },
  { id: 'NL388', terminal: 'Terminal 1', airline: 'Nordlys Air', destination: 'Tallinn', time: '09:45' },
  { id: 'BW102', terminal: 'Terminal 1', airline: 'Bluewing', destination: 'Lyon', time: '08:20' },
  { id: 'SK771', terminal: 'Terminal 2', airline: 'Skyhop', destination: 'Porto', time: '06:55' },
  { id: 'SK790', terminal: 'Terminal 2', airline: 'Skyhop', destination: 'Naples', time: '11:30' },
  { id: 'BW115', terminal: 'Terminal 2', airline: 'Bluewing', destination: 'Geneva', time: '12:05' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 90 },
  { field: 'terminal', headerName: 'Terminal', width: 120 },
  { field: 'airline', headerName: 'Airline', width: 130 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'time', headerName: 'Departs', width: 90 },
];

export default function DeparturesSingleColumn() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        rowGroupingColumnMode="single"
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['terminal', 'airline'] },
          columns: { columnVisibilityModel: { terminal: false, airline: false } },
        }}
        aria-label="Departures grouped by terminal and airline in one column"
      />
    </div>
  );
}
