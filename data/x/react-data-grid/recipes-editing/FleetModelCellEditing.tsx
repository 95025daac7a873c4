import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Vehicle = { id: string; plate: string; make: string; model: string; depot: string };

const modelsByMake: Record<string, string[]> = {
  Renault: ['Kangoo', 'Master', 'Trafic'],
  Ford: ['Transit', 'Transit Connect', 'Ranger'],
  Iveco: ['Daily', 'Eurocargo'],
};

const firstVehicles: Vehicle[] = [
  { id: 'v1', plate: 'AB-123-CD', make: 'Renault', model: 'Master', depot: 'Lyon' },
  { id: 'v2', plate: 'EF-456-GH', make: 'Ford', model: 'Transit', depot: 'Lille' },
  { id: 'v3', plate: 'IJ-789-KL', make: 'Iveco', model: 'Daily', depot: 'Lyon' },
  { id: 'v4', plate: 'MN-012-OP', make: 'Ford', model: 'Ranger', depot: 'Nantes' },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'plate', headerName: 'Plate', width: 120 },
  { field: 'make', headerName: 'Make', type: 'singleSelect', valueOptions: Object.keys(modelsByMake), width: 130, editable: true },
  {
    field: 'model',
    headerName: 'Model',
    type: 'singleSelect',
    // In cell editing the other fields are already saved, so `row.make` is the current make.
    valueOptions: ({ row }) => (row ? modelsByMake[row.make] ?? [] : Object.values(modelsByMake).flat()),
    width: 170,
    editable: true,
    renderCell: ({ value }) =>
      value ? (
        value
      ) : (
        <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
          Choose a model
        </Box>
      ),
  },
  { field: 'depot', headerName: 'Depot', flex: 1, minWidth: 110, editable: true },
];

export default function FleetModelCellEditing() {
  const [vehicles, setVehicles] = React.useState(firstVehicles);

  // A new make invalidates the stored model: clear it when the make cell is saved.
  const processRowUpdate = (newRow: Vehicle, oldRow: Vehicle) => {
    const saved = newRow.make === oldRow.make ? newRow : { ...newRow, model: '' };
    setVehicles((rows) => rows.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Delivery fleet" rows={vehicles} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
    </div>
  );
}
