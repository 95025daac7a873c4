import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

const releases = [
  { id: 1, version: '4.2.0', name: 'Offline drafts', owner: 'Mobile', date: 'Mar 4', tickets: 38 },
  { id: 2, version: '4.2.1', name: 'Sync fixes', owner: 'Platform', date: 'Mar 11', tickets: 9 },
  { id: 3, version: '4.3.0', name: 'Shared folders', owner: 'Web', date: 'Mar 25', tickets: 52 },
  { id: 4, version: '4.3.1', name: 'Search speed-up', owner: 'Platform', date: 'Apr 1', tickets: 14 },
  { id: 5, version: '4.4.0', name: 'Comments on files', owner: 'Web', date: 'Apr 15', tickets: 61 },
];

const columns: GridColDef[] = [
  { field: 'version', headerName: 'Version', width: 100 },
  { field: 'name', headerName: 'Release', flex: 1, minWidth: 160 },
  { field: 'owner', headerName: 'Team', width: 110 },
  { field: 'date', headerName: 'Ships', width: 90 },
  { field: 'tickets', headerName: 'Tickets', type: 'number', width: 90 },
];

export default function ReleaseBoard() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid
        label="Upcoming releases"
        rows={releases}
        columns={columns}
        hideFooter
        showColumnVerticalBorder
        sx={{
          // Styles without a selector apply to the root element.
          borderRadius: 3,
          // Nested parts: use the gridClasses constants rather than typing class names.
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontSize: 12,
            fontWeight: 700,
            letterSpacing: '0.06em',
            textTransform: 'uppercase',
          },
          [`& .${gridClasses.columnHeader}`]: {
            color: 'text.secondary',
          },
          // Replace the default focus style with a stronger ring, never with nothing.
          [`& .${gridClasses.cell}:focus-visible, & .${gridClasses.columnHeader}:focus-visible`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: -2,
          },
          [`& .${gridClasses.cell}[data-field="version"]`]: {
            fontFamily: 'monospace',
          },
        }}
      />
    </div>
  );
}
