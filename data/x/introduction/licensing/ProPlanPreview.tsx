import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

type Shipment = {
  id: number;
  reference: string;
  carrier: string;
  origin: string;
  destination: string;
  weightKg: number;
  status: string;
};

const rows: Shipment[] = [
  { id: 1, reference: 'SHP-2041', carrier: 'Nordline', origin: 'Rotterdam', destination: 'Oslo', weightKg: 1240, status: 'In transit' },
  { id: 2, reference: 'SHP-2042', carrier: 'Atlas Freight', origin: 'Valencia', destination: 'Lyon', weightKg: 860, status: 'Delivered' },
  { id: 3, reference: 'SHP-2043', carrier: 'Nordline', origin: 'Hamburg', destination: 'Gdańsk', weightKg: 2310, status: 'Customs' },
  { id: 4, reference: 'SHP-2044', carrier: 'Atlas Freight', origin: 'Porto', destination: 'Madrid', weightKg: 410, status: 'In transit' },
  { id: 5, reference: 'SHP-2045', carrier: 'Baltic Cargo', origin: 'Riga', destination: 'Helsinki', weightKg: 1780, status: 'Delivered' },
  { id: 6, reference: 'SHP-2046', carrier: 'Baltic Cargo', origin: 'Tallinn', destination: 'Stockholm', weightKg: 950, status: 'In transit' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'origin', headerName: 'Origin', width: 130 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// Pro features in use: a pinned column and sorting by two columns (Shift+click a second header).
export default function ProPlanPreview() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          pinnedColumns: { left: ['reference'] },
          sorting: {
            sortModel: [
              { field: 'carrier', sort: 'asc' },
              { field: 'weightKg', sort: 'desc' },
            ],
          },
        }}
      />
    </div>
  );
}
