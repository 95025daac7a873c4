import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type LabResult = { id: number; patient: string; hb: number; wbc: number; alt: number; hba1c: number; crp: number; egfr: number };

const rows: LabResult[] = [
  { id: 1, patient: 'R. Achterberg', hb: 13.8, wbc: 6.2, alt: 24, hba1c: 5.4, crp: 2, egfr: 92 },
  { id: 2, patient: 'S. Kowalczyk', hb: 11.2, wbc: 11.9, alt: 61, hba1c: 7.9, crp: 38, egfr: 58 },
  { id: 3, patient: 'A. Nwosu', hb: 14.6, wbc: 7.1, alt: 19, hba1c: 5.8, crp: 4, egfr: 101 },
];

// Short headers keep the grid compact; the description says what each test measures.
const columns: GridColDef<LabResult>[] = [
  { field: 'patient', headerName: 'Patient', width: 150, hideable: false },
  { field: 'hb', headerName: 'Hb', description: 'Haemoglobin, blood count', type: 'number', width: 80 },
  { field: 'wbc', headerName: 'WBC', description: 'White blood cells, blood count, infection', type: 'number', width: 80 },
  { field: 'alt', headerName: 'ALT', description: 'Alanine transaminase, liver function', type: 'number', width: 80 },
  { field: 'hba1c', headerName: 'HbA1c', description: 'Glycated haemoglobin, diabetes', type: 'number', width: 90 },
  { field: 'crp', headerName: 'CRP', description: 'C-reactive protein, inflammation, infection', type: 'number', width: 80 },
  { field: 'egfr', headerName: 'eGFR', description: 'Estimated glomerular filtration rate, kidney function', type: 'number', width: 90 },
];

// Match the search text against the header and the description: "kidney" finds eGFR.
const matchHeaderOrDescription = (column: GridColDef, searchValue: string) =>
  `${column.headerName ?? column.field} ${column.description ?? ''}`.toLowerCase().includes(searchValue);

export default function LabResultsColumnSearch() {
  return (
    <div style={{ height: 280, width: '100%' }}>
      <DataGrid
        label="Lab results"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        slotProps={{
          toolbar: { showQuickFilter: false },
          columnsManagement: {
            searchPredicate: matchHeaderOrDescription,
            toggleAllMode: 'filteredOnly',
          },
        }}
      />
    </div>
  );
}
