import Rating from '@mui/material/Rating';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Review = { id: number; guest: string; stay: string; score: number };

const rows: Review[] = [
  { id: 1, guest: 'Hannah W.', stay: 'Family room, 3 nights', score: 5 },
  { id: 2, guest: 'Omar F.', stay: 'Single room, 1 night', score: 3 },
  { id: 3, guest: 'Julie T.', stay: 'Suite, 2 nights', score: 4 },
  { id: 4, guest: 'Ravi P.', stay: 'Double room, 4 nights', score: 5 },
];

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', width: 120 },
  { field: 'stay', headerName: 'Stay', width: 190 },
  {
    field: 'score',
    headerName: 'Score',
    type: 'number',
    width: 170,
    renderCell: (params) => {
      // A count of reviews is not a score: show it as text instead of stars.
      if (params.aggregation && !params.aggregation.hasCellUnit) {
        return params.formattedValue;
      }
      if (params.value == null) {
        return null;
      }
      return <Rating value={params.value} precision={0.1} readOnly size="small" />;
    },
  },
];

export default function HotelRatingsRenderCell() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPremium
        label="Guest reviews"
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { score: 'avg' } } }}
      />
    </div>
  );
}
