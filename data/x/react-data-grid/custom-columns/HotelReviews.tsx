import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Review = { id: number; hotel: string; city: string; stars: number; guest: string };

const rows: Review[] = [
  { id: 1, hotel: 'Casa do Rio', city: 'Porto', stars: 5, guest: 'A. Ferreira' },
  { id: 2, hotel: 'Hotel Nordlys', city: 'Tromsø', stars: 4, guest: 'M. Berg' },
  { id: 3, hotel: 'The Lantern Inn', city: 'Bath', stars: 3, guest: 'J. Patel' },
  { id: 4, hotel: 'Ryokan Sakura', city: 'Kyoto', stars: 5, guest: 'K. Mori' },
];

function RatingEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`rating-${id}`}
      value={value ?? 0}
      autoFocus
      onChange={(_event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

const ratingColumn: GridColTypeDef = {
  type: 'number',
  width: 170,
  align: 'left',
  headerAlign: 'left',
  display: 'flex',
  renderCell: (params) => (
    <Rating readOnly value={params.value ?? 0} size="small" />
  ),
  renderEditCell: (params) => <RatingEditCell {...params} />,
  // Number filters ("=", ">", ...) still make sense for a rating.
  filterOperators: getGridNumericOperators().filter((op) => ['=', '>=', '<='].includes(op.value)),
};

const columns: GridColDef<Review>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'stars', headerName: 'Rating', ...ratingColumn, editable: true },
  { field: 'guest', headerName: 'Reviewed by', width: 130 },
];

export default function HotelReviews() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </div>
  );
}
