import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Loan = { id: string; artwork: string; artist: string; lender: string; returnBy: string };

const loans: Loan[] = [
  { id: 'ML-01', artwork: 'Harbour at Dusk', artist: 'Elin Strand', lender: 'Nordic Art Trust', returnBy: '2025-09-30' },
  { id: 'ML-02', artwork: 'Terracotta Figures', artist: 'Unknown', lender: 'City Museum of Lyon', returnBy: '2025-11-15' },
  { id: 'ML-03', artwork: 'Blue Study No. 4', artist: 'Kofi Mensah', lender: 'Private collection', returnBy: '2026-01-10' },
  { id: 'ML-04', artwork: 'Orchard in Spring', artist: 'Ana Vidal', lender: 'Galería Sur', returnBy: '2025-10-02' },
  { id: 'ML-05', artwork: 'Copper Vessel', artist: 'Unknown', lender: 'Heritage Foundation', returnBy: '2026-03-31' },
];

const columns: GridColDef<Loan>[] = [
  { field: 'id', headerName: 'Loan', width: 90 },
  { field: 'artwork', headerName: 'Artwork', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 130 },
  { field: 'lender', headerName: 'Lender', width: 170 },
  { field: 'returnBy', headerName: 'Return by', width: 110 },
];

export default function MuseumDefaultToolbar() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Artworks on loan"
        rows={loans}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // Wait until typing pauses before filtering.
            quickFilterProps: { debounceMs: 300 },
            // CSV only: the print entry is removed from the export menu.
            csvOptions: { fileName: 'artworks-on-loan', delimiter: ';' },
            printOptions: { disableToolbarButton: true },
          },
        }}
        hideFooter
      />
    </div>
  );
}
