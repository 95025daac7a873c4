import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Departure = { id: number; flight: string; destination: string; gate: number; delay: number };

const rows: Departure[] = [
  { id: 1, flight: 'KL 1342', destination: 'Copenhagen', gate: 12, delay: 0 },
  { id: 2, flight: 'LH 2017', destination: 'Munich', gate: 7, delay: 25 },
  { id: 3, flight: 'IB 3165', destination: 'Madrid', gate: 21, delay: 10 },
  { id: 4, flight: 'AF 1709', destination: 'Paris', gate: 4, delay: 55 },
  { id: 5, flight: 'SK 538', destination: 'Oslo', gate: 15, delay: 5 },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  // Counting departures is the only aggregation that makes sense for a text column here.
  { field: 'destination', headerName: 'Destination', width: 150, availableAggregationFunctions: ['size'] },
  { field: 'gate', headerName: 'Gate', type: 'number', width: 110, availableAggregationFunctions: [] },
  // Delays: the worst one and the average, but no total.
  { field: 'delay', headerName: 'Delay (min)', type: 'number', width: 150,
    availableAggregationFunctions: ['max', 'avg'] },
];

export default function FlightDelaysColumnFunctions() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPremium
        label="Morning departures"
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { destination: 'size', delay: 'max' } } }}
      />
    </div>
  );
}
