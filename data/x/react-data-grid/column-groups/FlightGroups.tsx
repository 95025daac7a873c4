import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

type Flight = {
  id: number;
  flight: string;
  fromCode: string;
  fromTime: string;
  toCode: string;
  toTime: string;
  economy: number;
  business: number;
};

const rows: Flight[] = [
  { id: 1, flight: 'AY 1331', fromCode: 'HEL', fromTime: '07:35', toCode: 'ARN', toTime: '07:40', economy: 124, business: 8 },
  { id: 2, flight: 'SK 1416', fromCode: 'CPH', fromTime: '09:10', toCode: 'OSL', toTime: '10:20', economy: 141, business: 12 },
  { id: 3, flight: 'FI 204', fromCode: 'KEF', fromTime: '07:40', toCode: 'CPH', toTime: '12:55', economy: 160, business: 16 },
  { id: 4, flight: 'DY 1302', fromCode: 'OSL', fromTime: '13:25', toCode: 'CPH', toTime: '14:35', economy: 186, business: 0 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'fromCode', headerName: 'Airport', width: 90 },
  { field: 'fromTime', headerName: 'Time', width: 80 },
  { field: 'toCode', headerName: 'Airport', width: 90 },
  { field: 'toTime', headerName: 'Time', width: 80 },
  { field: 'economy', headerName: 'Economy', type: 'number', width: 100 },
  { field: 'business', headerName: 'Business', type: 'number', width: 100 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'route',
    headerName: 'Route',
    headerAlign: 'center',
    children: [
      { groupId: 'departure', headerName: 'Departure', children: [{ field: 'fromCode' }, { field: 'fromTime' }] },
      { groupId: 'arrival', headerName: 'Arrival', children: [{ field: 'toCode' }, { field: 'toTime' }] },
    ],
  },
  {
    groupId: 'seats',
    headerName: 'Seats sold',
    description: 'Seats sold per cabin, including crew-confirmed standby passengers',
    children: [{ field: 'economy' }, { field: 'business' }],
  },
];

export default function FlightGroups() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        hideFooter
        showColumnVerticalBorder
        showCellVerticalBorder
      />
    </div>
  );
}
