import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { DataGridPremium, type GridColDef, type GridRowSelectionPropagation } from '@mui/x-data-grid-premium';

type Pupil = { id: number; classroom: string; name: string; trip: string };

const rows: Pupil[] = [
  { id: 1, classroom: 'Class 4A', name: 'Ella Brandt', trip: 'Science museum' },
  { id: 2, classroom: 'Class 4A', name: 'Marco Ricci', trip: 'Science museum' },
  { id: 3, classroom: 'Class 4A', name: 'Aiko Mori', trip: 'Science museum' },
  { id: 4, classroom: 'Class 4B', name: 'Sam Okoro', trip: 'City farm' },
  { id: 5, classroom: 'Class 4B', name: 'Lina Haddad', trip: 'City farm' },
  { id: 6, classroom: 'Class 5A', name: 'Noah Weiss', trip: 'Planetarium' },
  { id: 7, classroom: 'Class 5A', name: 'Ivy Chen', trip: 'Planetarium' },
];

const columns: GridColDef<Pupil>[] = [
  { field: 'classroom', headerName: 'Class', width: 110 },
  { field: 'name', headerName: 'Pupil', width: 150 },
  { field: 'trip', headerName: 'School trip', width: 160 },
];

export default function PropagateSelection() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const toggle = (key: keyof GridRowSelectionPropagation) =>
    setPropagation((prev) => ({ ...prev, [key]: !prev[key] }));

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        <FormControlLabel label="Selecting a class selects its pupils (descendants)"
          control={<Checkbox size="small" checked={propagation.descendants} onChange={() => toggle('descendants')} />} />
        <FormControlLabel label="Selecting every pupil selects the class (parents)"
          control={<Checkbox size="small" checked={propagation.parents} onChange={() => toggle('parents')} />} />
      </FormGroup>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['classroom'] },
            columns: { columnVisibilityModel: { classroom: false } },
          }}
          aria-label="Permission slips by class"
        />
      </Box>
    </Box>
  );
}
