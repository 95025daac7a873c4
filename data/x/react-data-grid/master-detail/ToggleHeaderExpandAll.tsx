import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  gridDetailPanelExpandedRowIdsSelector,
  gridDetailPanelExpandedRowsContentCacheSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
  requests: string;
}

const bookings: Booking[] = [
  { id: 1, guest: 'Farah Qureshi', room: '204', nights: 3, requests: 'Late check-out, extra pillows.' },
  { id: 2, guest: 'Björn Holm', room: '118', nights: 1, requests: 'Early breakfast at 6:00.' },
  { id: 3, guest: 'Camille Roux', room: '310', nights: 5, requests: 'Quiet room, away from the lift.' },
  { id: 4, guest: 'Daniel Osei', room: '221', nights: 2, requests: 'Cot for a toddler.' },
];

function ExpandAllHeader() {
  const apiRef = useGridApiContext();
  const expandedIds = useGridSelector(apiRef, gridDetailPanelExpandedRowIdsSelector);
  // The content cache holds what getDetailPanelContent returned for each row (null: no panel).
  const contentCache = useGridSelector(apiRef, gridDetailPanelExpandedRowsContentCacheSelector);
  const anyOpen = expandedIds.size > 0;

  const toggleAll = () => {
    const idsWithPanel = apiRef.current.getAllRowIds().filter((id) => React.isValidElement(contentCache[id]));
    apiRef.current.setExpandedDetailPanels(anyOpen ? new Set() : new Set(idsWithPanel));
  };

  return (
    <IconButton size="small" onClick={toggleAll} aria-label={anyOpen ? 'Collapse all' : 'Expand all'}>
      {anyOpen ? <UnfoldLessIcon fontSize="inherit" /> : <UnfoldMoreIcon fontSize="inherit" />}
    </IconButton>
  );
}

const columns: GridColDef<Booking>[] = [
  { ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF, renderHeader: () => <ExpandAllHeader /> },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];

function getDetailPanelContent({ row }: GridRowParams<Booking>) {
  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2">Requests: {row.requests}</Typography>
    </Box>
  );
}

const getDetailPanelHeight = () => 48;

export default function ToggleHeaderExpandAll() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        label="Hotel bookings"
        rows={bookings}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
