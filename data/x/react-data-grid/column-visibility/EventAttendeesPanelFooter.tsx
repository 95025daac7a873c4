import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Attendee = { id: number; name: string; organisation: string; ticket: string; session: string; dietary: string; badgePrinted: boolean };

const rows: Attendee[] = [
  { id: 1, name: 'Lucía Moreno', organisation: 'Harbor Analytics', ticket: 'Speaker', session: 'Keynote', dietary: 'Vegan', badgePrinted: true },
  { id: 2, name: 'Daniel Okafor', organisation: 'Tessellate', ticket: 'General', session: 'Workshop B', dietary: 'None', badgePrinted: false },
  { id: 3, name: 'Mei Lin', organisation: 'Northwind Labs', ticket: 'VIP', session: 'Keynote', dietary: 'Halal', badgePrinted: true },
  { id: 4, name: 'Oskar Berg', organisation: 'Freelance', ticket: 'General', session: 'Workshop A', dietary: 'Gluten free', badgePrinted: false },
];

const columns: GridColDef<Attendee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, hideable: false },
  { field: 'organisation', headerName: 'Organisation', width: 160 },
  { field: 'ticket', headerName: 'Ticket', width: 100 },
  { field: 'session', headerName: 'Session', width: 120 },
  { field: 'dietary', headerName: 'Dietary needs', width: 130 },
  { field: 'badgePrinted', headerName: 'Badge printed', type: 'boolean', width: 130 },
];

export default function EventAttendeesPanelFooter() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGrid
        label="Conference attendees"
        rows={rows}
        columns={columns}
        showToolbar
        hideFooter
        initialState={{ columns: { columnVisibilityModel: { dietary: false } } }}
        slotProps={{
          toolbar: { showQuickFilter: false },
          columnsManagement: {
            // No "Show/Hide all" checkbox and no "Reset" button in the panel footer.
            disableShowHideToggle: true,
            disableResetButton: true,
            // Focus the first switch instead of the search field (avoids the on-screen keyboard on phones).
            autoFocusSearchField: false,
          },
        }}
      />
    </div>
  );
}
