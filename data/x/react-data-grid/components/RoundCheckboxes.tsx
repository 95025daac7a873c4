import Box from '@mui/material/Box';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Guest = { id: number; name: string; email: string; table: number; dietary: string };

const rows: Guest[] = [
  { id: 1, name: 'Elena Popescu', email: 'elena.p@example.com', table: 1, dietary: 'Vegetarian' },
  { id: 2, name: 'Marcus Lee', email: 'marcus.lee@example.com', table: 1, dietary: 'None' },
  { id: 3, name: 'Fatima Zahra', email: 'fatima.z@example.com', table: 2, dietary: 'Halal' },
  { id: 4, name: 'Olivier Martin', email: 'o.martin@example.com', table: 2, dietary: 'Gluten-free' },
  { id: 5, name: 'Grace Kim', email: 'grace.kim@example.com', table: 3, dietary: 'None' },
  { id: 6, name: 'Tobias Wagner', email: 't.wagner@example.com', table: 3, dietary: 'Vegan' },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 190 },
  { field: 'table', headerName: 'Table', type: 'number', width: 80 },
  { field: 'dietary', headerName: 'Dietary needs', width: 130 },
];

export default function RoundCheckboxes() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        label="Wedding guests"
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        hideFooter
        slotProps={{
          // The grid's own props for the slot go at the top level,
          // Material UI-only props go under `material`.
          baseCheckbox: {
            material: {
              icon: <RadioButtonUncheckedIcon />,
              checkedIcon: <CheckCircleIcon />,
              indeterminateIcon: <RemoveCircleIcon />,
            },
          },
          baseTooltip: { material: { arrow: true, placement: 'top' } },
        }}
      />
    </Box>
  );
}
