import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'Nordics', rep: 'Elin Dahl', q1: 182000, q2: 204500 },
  { id: 2, region: 'Iberia', rep: 'Pablo Vidal', q1: 131200, q2: 118900 },
  { id: 3, region: 'Benelux', rep: 'Sanne de Vries', q1: 156700, q2: 171300 },
  { id: 4, region: 'Baltics', rep: 'Rasa Petraitė', q1: 64300, q2: 80150 },
  { id: 5, region: 'Alps', rep: 'Luca Steiner', q1: 142800, q2: 139600 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'rep', headerName: 'Sales rep', flex: 1, minWidth: 140 },
  { field: 'q1', headerName: 'Q1 (€)', type: 'number', width: 120 },
  { field: 'q2', headerName: 'Q2 (€)', type: 'number', width: 120 },
];

function SalesToolbar() {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const close = () => setOpen(false);
  return (
    <Toolbar>
      <Tooltip title="Export" disableInteractive={open}>
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={triggerRef.current}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        <ExportExcel render={<MenuItem />} options={{ fileName: 'sales-h1' }} onClick={close}>
          Download as Excel
        </ExportExcel>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'sales-h1' }} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function SalesExportMenu() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: SalesToolbar }} showToolbar />
    </div>
  );
}
