import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

type Animal = { id: number; name: string; species: string; age: number; goodWithKids: boolean };

const rows: Animal[] = [
  { id: 1, name: 'Biscuit', species: 'Dog', age: 3, goodWithKids: true },
  { id: 2, name: 'Marlowe', species: 'Cat', age: 7, goodWithKids: false },
  { id: 3, name: 'Pepper', species: 'Dog', age: 1, goodWithKids: true },
  { id: 4, name: 'Juniper', species: 'Rabbit', age: 2, goodWithKids: true },
  { id: 5, name: 'Soot', species: 'Cat', age: 4, goodWithKids: true },
];

const columns: GridColDef<Animal>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'species', headerName: 'Species', width: 120 },
  { field: 'age', headerName: 'Age (years)', type: 'number', width: 110 },
  { field: 'goodWithKids', headerName: 'Good with kids', type: 'boolean', width: 140 },
];

// Shown when rows exist but none pass the filters.
function NoMatchingAnimals() {
  const apiRef = useGridApiContext();
  return (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', gap: 1, p: 2 }}>
      <Typography variant="body2">No animals match your search and filters.</Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}
      >
        Clear all filters
      </Button>
    </Stack>
  );
}

export default function ShelterNoResultsOverlay() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Animals for adoption"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slots={{ noResultsOverlay: NoMatchingAnimals }}
        initialState={{
          // Nothing matches at first: no hamster in the shelter right now.
          filter: { filterModel: { items: [{ field: 'species', operator: 'equals', value: 'Hamster' }] } },
        }}
      />
    </div>
  );
}
