import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridColumnDefinitionsSelector,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

type Visit = { id: number; patient: string; ward: string; pulse: number; systolic: number; temperature: number; nurse: string };

const visits: Visit[] = [
  { id: 1, patient: 'R. Okonkwo', ward: 'B2', pulse: 72, systolic: 128, temperature: 36.8, nurse: 'M. Jansen' },
  { id: 2, patient: 'L. Moreau', ward: 'A1', pulse: 88, systolic: 141, temperature: 37.9, nurse: 'K. Oduya' },
  { id: 3, patient: 'S. Nakamura', ward: 'B2', pulse: 64, systolic: 117, temperature: 36.5, nurse: 'M. Jansen' },
];

// Which section of the panel each column belongs to.
const sections: { title: string; fields: string[] }[] = [
  { title: 'Patient', fields: ['patient', 'ward'] },
  { title: 'Vital signs', fields: ['pulse', 'systolic', 'temperature'] },
  { title: 'Staff', fields: ['nurse'] },
];

const columns: GridColDef<Visit>[] = [
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 130, hideable: false },
  { field: 'ward', headerName: 'Ward', width: 80 },
  { field: 'pulse', headerName: 'Pulse (bpm)', type: 'number', width: 110 },
  { field: 'systolic', headerName: 'Systolic (mmHg)', type: 'number', width: 140 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 100, valueFormatter: (value?: number | null) => (value == null ? '' : value.toFixed(1)) },
  { field: 'nurse', headerName: 'Nurse', width: 120 },
];

// Replaces the content of the columns panel; the grid still provides the popup around it.
function SectionedColumnsPanel() {
  const apiRef = useGridApiContext();
  const definitions = useGridSelector(apiRef, gridColumnDefinitionsSelector);
  const visibility = useGridSelector(apiRef, gridColumnVisibilityModelSelector);

  return (
    <Box sx={{ p: 2, minWidth: 240 }}>
      {sections.map((section) => (
        <Box key={section.title} role="group" aria-label={section.title} sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="p">
            {section.title}
          </Typography>
          {section.fields.map((field) => {
            const col = definitions.find((def) => def.field === field);
            if (!col) return null;
            return (
              <FormControlLabel
                key={field}
                sx={{ display: 'flex', ml: 0 }}
                label={col.headerName ?? field}
                control={
                  <Checkbox
                    size="small"
                    checked={visibility[field] !== false}
                    disabled={col.hideable === false}
                    onChange={(event) => apiRef.current.setColumnVisibility(field, event.target.checked)}
                  />
                }
              />
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

export default function ClinicColumnsPanel() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Ward round"
        rows={visits}
        columns={columns}
        showToolbar
        slots={{ columnsPanel: SectionedColumnsPanel }}
        slotProps={{ toolbar: { showQuickFilter: false } }}
        hideFooter
      />
    </div>
  );
}
