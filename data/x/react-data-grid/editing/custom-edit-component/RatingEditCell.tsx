import * as React from 'react';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';

type Review = { id: number; hotel: string; city: string; stars: number };

const rows: Review[] = [
  { id: 1, hotel: 'Harbour View Inn', city: 'Lisbon', stars: 4 },
  { id: 2, hotel: 'The Alder', city: 'Edinburgh', stars: 5 },
  { id: 3, hotel: 'Casa Limón', city: 'Seville', stars: 3 },
  { id: 4, hotel: 'Nordlys Lodge', city: 'Tromsø', stars: 4 },
];

function StarsEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move keyboard focus into the rating when the grid focuses this cell.
  React.useEffect(() => {
    if (hasFocus) {
      const input = ref.current?.querySelector<HTMLInputElement>('input:checked') ?? ref.current?.querySelector('input');
      input?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating
        ref={ref}
        name={`stars-${id}`}
        value={value ?? 0}
        onChange={(event, newValue) => {
          apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  {
    field: 'stars',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    align: 'left',
    headerAlign: 'left',
    editable: true,
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating readOnly size="small" value={params.value ?? 0} sx={{ verticalAlign: 'middle' }} />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Review, number>) => <StarsEditCell {...params} />,
  },
];

export default function RatingEditCell() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Hotel ratings" rows={rows} columns={columns} hideFooter />
    </div>
  );
}
