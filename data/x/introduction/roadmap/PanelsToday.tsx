import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  ColumnsPanelTrigger,
  DataGrid,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, ticket: 'SUP-1180', subject: 'Refund not received', priority: 'High', agent: 'Noor', openHours: 26 },
  { id: 2, ticket: 'SUP-1181', subject: 'Cannot reset password', priority: 'Medium', agent: 'Luca', openHours: 4 },
  { id: 3, ticket: 'SUP-1182', subject: 'Invoice shows wrong VAT', priority: 'High', agent: 'Noor', openHours: 11 },
  { id: 4, ticket: 'SUP-1183', subject: 'Export to CSV is empty', priority: 'Low', agent: 'Maya', openHours: 2 },
  { id: 5, ticket: 'SUP-1184', subject: 'Two-factor code delayed', priority: 'Medium', agent: 'Luca', openHours: 7 },
];

const columns: GridColDef[] = [
  { field: 'ticket', headerName: 'Ticket', width: 110 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'agent', headerName: 'Agent', width: 100 },
  { field: 'openHours', headerName: 'Open (h)', type: 'number', width: 100 },
];

// The triggers open the grid's built-in panels, available in 8.10.2.
function TicketsToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Open tickets
      </Typography>
      <Tooltip title="Columns">
        <ColumnsPanelTrigger render={<ToolbarButton />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <Tooltip title="Filters">
        <FilterPanelTrigger render={<ToolbarButton />}>
          <FilterListIcon fontSize="small" />
        </FilterPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function PanelsToday() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: TicketsToolbar }} showToolbar />
    </div>
  );
}
