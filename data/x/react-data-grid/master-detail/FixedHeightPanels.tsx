import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Patient {
  id: number;
  name: string;
  species: string;
  owner: string;
  vaccines: { name: string; date: string }[];
}

const patients: Patient[] = [
  { id: 1, name: 'Biscuit', species: 'Dog', owner: 'L. Fontaine',
    vaccines: [{ name: 'Rabies', date: '2024-05-10' }, { name: 'Distemper', date: '2024-05-10' }, { name: 'Leptospirosis', date: '2024-11-02' }] },
  { id: 2, name: 'Miso', species: 'Cat', owner: 'K. Sato', vaccines: [{ name: 'Feline flu', date: '2024-09-18' }] },
  // No vaccination on file: no panel, and its toggle is disabled.
  { id: 3, name: 'Pepper', species: 'Rabbit', owner: 'D. Mensah', vaccines: [] },
  { id: 4, name: 'Juniper', species: 'Dog', owner: 'A. Novak',
    vaccines: [{ name: 'Rabies', date: '2023-12-01' }, { name: 'Kennel cough', date: '2024-06-20' }] },
];

const columns: GridColDef<Patient>[] = [
  { field: 'name', headerName: 'Patient', width: 120 },
  { field: 'species', headerName: 'Species', width: 110 },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 140 },
  { field: 'doses', headerName: 'Vaccines', type: 'number', width: 100, valueGetter: (_value, row) => row.vaccines.length },
];

// Module-level functions: their reference never changes, so the grid doesn't redo its work on each render.
function getDetailPanelContent({ row }: GridRowParams<Patient>) {
  if (row.vaccines.length === 0) {
    return null;
  }
  return (
    <Box component="ul" sx={{ m: 0, py: 1.5, pl: 6, pr: 3 }} aria-label={`Vaccinations of ${row.name}`}>
      {row.vaccines.map((vaccine) => (
        <Typography component="li" variant="body2" key={vaccine.name} sx={{ lineHeight: '28px' }}>
          {vaccine.name}, given {vaccine.date}
        </Typography>
      ))}
    </Box>
  );
}

// 24 px of vertical padding plus 28 px per line: no measuring needed.
function getDetailPanelHeight({ row }: GridRowParams<Patient>) {
  return 24 + row.vaccines.length * 28;
}

export default function FixedHeightPanels() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGridPro
        label="Clinic patients"
        rows={patients}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </div>
  );
}
