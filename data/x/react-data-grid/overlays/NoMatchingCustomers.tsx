import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

const customers = [
  { id: 1, name: 'Harbor Books', city: 'Bristol', orders: 18 },
  { id: 2, name: 'Lumen Lighting', city: 'Rotterdam', orders: 42 },
  { id: 3, name: 'Fjord Outdoor', city: 'Bergen', orders: 7 },
  { id: 4, name: 'Atlas Print', city: 'Porto', orders: 25 },
  { id: 5, name: 'Nori Kitchen', city: 'Osaka', orders: 11 },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
];

function NoMatchesOverlay() {
  // Slots render inside the grid, so they can reach its API through the context.
  const apiRef = useGridApiContext();

  return (
    <GridOverlay>
      <SearchOffIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography variant="body2">No customer matches your search and filters.</Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}
      >
        Clear search and filters
      </Button>
    </GridOverlay>
  );
}

export default function NoMatchingCustomers() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Customers"
        rows={customers}
        columns={columns}
        showToolbar
        hideFooter
        // Starts on a search that matches nothing, to show the overlay.
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Lisbon'] } } }}
        slots={{ noResultsOverlay: NoMatchesOverlay }}
      />
    </div>
  );
}
