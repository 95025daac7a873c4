import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onRestoreTickets?: () => void;
  }
}

type Ticket = { id: string; subject: string; customer: string; priority: 'Low' | 'Normal' | 'High' };

const tickets: Ticket[] = [
  { id: 'T-812', subject: 'Invoice shows the wrong VAT rate', customer: 'Orbit Studio', priority: 'High' },
  { id: 'T-813', subject: 'Cannot reset my password', customer: 'Keystone Dental', priority: 'Normal' },
  { id: 'T-814', subject: 'Export to CSV misses a column', customer: 'Atlas Logistics', priority: 'Low' },
  { id: 'T-815', subject: 'Two-factor codes arrive late', customer: 'Blue Harbor Café', priority: 'High' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'priority', headerName: 'Priority', width: 100 },
];

// Shown when `rows` is empty. The button comes from the parent through slotProps.
function EmptyInbox({ onRestoreTickets }: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <InboxOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography component="p" variant="body2">
        Inbox zero: no open tickets.
      </Typography>
      {onRestoreTickets && (
        <Button size="small" onClick={onRestoreTickets}>
          Reload sample tickets
        </Button>
      )}
    </GridOverlay>
  );
}

// Shown when rows exist but none pass the filters. It talks to the grid directly.
function NoMatchingTickets() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay sx={{ flexDirection: 'column', gap: 1 }}>
      <SearchOffIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
      <Typography component="p" variant="body2">
        No ticket matches these filters.
      </Typography>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}>
        Clear filters
      </Button>
    </GridOverlay>
  );
}

export default function TicketOverlays() {
  const [rows, setRows] = React.useState<Ticket[]>(tickets);

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={() => setRows([])} disabled={rows.length === 0} sx={{ mb: 1 }}>
        Resolve all tickets
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid
          label="Support tickets"
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ noRowsOverlay: EmptyInbox, noResultsOverlay: NoMatchingTickets }}
          slotProps={{ noRowsOverlay: { onRestoreTickets: () => setRows(tickets) } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
