import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid';

function RatingInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 2 }}>
      <Rating
        name="rating-filter"
        precision={1}
        value={typeof item.value === 'number' ? item.value : null}
        onChange={(_, value) => applyValue({ ...item, value: value ?? undefined })}
        ref={focusElementRef}
        getLabelText={(value) => `${value} star${value === 1 ? '' : 's'}`}
      />
    </Box>
  );
}

// Keep the comparison operators and give each the star input instead of a text field.
const ratingOperators = getGridNumericOperators()
  .filter((operator) => ['=', '>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: RatingInput }));

const hotels = [
  { id: 1, name: 'Harbour View', city: 'Lisbon', rating: 4, nightly: 142 },
  { id: 2, name: 'Old Mill Inn', city: 'Porto', rating: 3, nightly: 88 },
  { id: 3, name: 'Casa Azul', city: 'Lisbon', rating: 5, nightly: 265 },
  { id: 4, name: 'Ribeira Rooms', city: 'Porto', rating: 2, nightly: 59 },
  { id: 5, name: 'Alfama Loft', city: 'Lisbon', rating: 4, nightly: 176 },
  { id: 6, name: 'Douro Terrace', city: 'Porto', rating: 5, nightly: 231 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Hotel', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    filterOperators: ratingOperators,
    renderCell: (params) => <Rating readOnly size="small" value={params.value} />,
  },
  { field: 'nightly', headerName: 'Per night (€)', type: 'number', width: 120 },
];

export default function StarRatingInput() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Hotels"
        rows={hotels}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4 }] } } }}
      />
    </div>
  );
}
