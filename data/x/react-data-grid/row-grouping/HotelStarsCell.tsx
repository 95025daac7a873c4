import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-premium';

type Review = { id: number; hotel: string; city: string; stars: number; comment: string };

const rows: Review[] = [
  { id: 1, hotel: 'Casa Albero', city: 'Lisbon', stars: 5, comment: 'Quiet rooms, great breakfast' },
  { id: 2, hotel: 'The Linden', city: 'Vienna', stars: 4, comment: 'Friendly staff' },
  { id: 3, hotel: 'Hotel Mira', city: 'Split', stars: 5, comment: 'Sea view from every floor' },
  { id: 4, hotel: 'Pier 9 Inn', city: 'Cork', stars: 3, comment: 'Small but central' },
  { id: 5, hotel: 'Ostra Lodge', city: 'Gdańsk', stars: 4, comment: 'Good value' },
  { id: 6, hotel: 'Bellhaven', city: 'Edinburgh', stars: 3, comment: 'Noisy at night' },
];

// Used by the rating cells and, because it belongs to the grouped column, by the group rows too.
function StarRating({ value }: GridRenderCellParams<Review, number>) {
  if (value == null) {
    return null;
  }
  return (
    <Box component="span" role="img" aria-label={`${value} out of 5 stars`} sx={{ color: 'warning.main', letterSpacing: 1 }}>
      {'★'.repeat(value)}
      {'☆'.repeat(5 - value)}
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'hotel', headerName: 'Hotel', width: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'stars', headerName: 'Rating', type: 'number', width: 120, renderCell: (params) => <StarRating {...params} /> },
  { field: 'comment', headerName: 'Comment', width: 220 },
];

export default function HotelStarsCell() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ width: 190 }}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['stars'] } }}
        aria-label="Hotel reviews grouped by star rating"
      />
    </div>
  );
}
