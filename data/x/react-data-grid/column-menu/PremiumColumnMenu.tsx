import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Shipment = { id: number; carrier: string; destination: string; parcels: number; weightKg: number };

const rows: Shipment[] = [
  { id: 1, carrier: 'DPD', destination: 'Lyon', parcels: 14, weightKg: 62.5 },
  { id: 2, carrier: 'DPD', destination: 'Ghent', parcels: 6, weightKg: 21.0 },
  { id: 3, carrier: 'GLS', destination: 'Porto', parcels: 9, weightKg: 40.2 },
  { id: 4, carrier: 'GLS', destination: 'Lyon', parcels: 3, weightKg: 8.7 },
  { id: 5, carrier: 'UPS', destination: 'Graz', parcels: 11, weightKg: 55.4 },
  { id: 6, carrier: 'UPS', destination: 'Ghent', parcels: 7, weightKg: 30.3 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'carrier', headerName: 'Carrier', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 150 },
];

// Open any header menu: next to sort, filter and columns, it lists pin, aggregate and group entries.
export default function PremiumColumnMenu() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        label="Outgoing shipments"
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['carrier'] },
          aggregation: { model: { parcels: 'sum', weightKg: 'sum' } },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
      />
    </div>
  );
}
