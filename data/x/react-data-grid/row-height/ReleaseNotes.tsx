import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const releases = [
  {
    id: '8.4.0',
    date: 'May 20',
    summary: 'Adds keyboard shortcuts to the command palette.',
  },
  {
    id: '8.3.2',
    date: 'May 6',
    summary:
      'Fixes a crash when an invoice has no line items, restores the export button on narrow screens and updates the Polish and Czech translations.',
  },
  {
    id: '8.3.1',
    date: 'Apr 29',
    summary: 'Security release: rotates the signing keys used for webhooks.',
  },
  {
    id: '8.3.0',
    date: 'Apr 15',
    summary:
      'Introduces shared dashboards. Team members can now pin reports to a shared space, comment on individual charts and subscribe to weekly email digests. Existing private dashboards are unaffected.',
  },
  { id: '8.2.4', date: 'Apr 2', summary: 'Performance improvements for large projects.' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Version', width: 100 },
  { field: 'date', headerName: 'Released', width: 100 },
  { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 220 },
];

export default function ReleaseNotes() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={releases}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        hideFooter
        sx={{
          // Rows with 'auto' height wrap text; add padding so lines do not touch the borders.
          '& .MuiDataGrid-cell': { py: 1, lineHeight: 1.5 },
        }}
      />
    </div>
  );
}
