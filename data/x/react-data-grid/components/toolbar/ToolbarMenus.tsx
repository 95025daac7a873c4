import * as React from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridDensitySelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'KB-104', product: 'Mechanical keyboard', stock: 42, location: 'Aisle 3' },
  { id: 2, sku: 'MS-220', product: 'Wireless mouse', stock: 128, location: 'Aisle 3' },
  { id: 3, sku: 'MN-270', product: '27" monitor', stock: 9, location: 'Aisle 7' },
  { id: 4, sku: 'HS-051', product: 'USB headset', stock: 0, location: 'Aisle 5' },
  { id: 5, sku: 'DK-330', product: 'Laptop dock', stock: 31, location: 'Aisle 6' },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'location', headerName: 'Location', width: 110 },
];

const densities: { value: GridDensity; label: string }[] = [
  { value: 'compact', label: 'Compact' },
  { value: 'standard', label: 'Standard' },
  { value: 'comfortable', label: 'Comfortable' },
];

type ToolbarMenuProps = { label: string; icon: React.ReactNode; children: (close: () => void) => React.ReactNode };

function ToolbarMenu({ label, icon, children }: ToolbarMenuProps) {
  const [open, setOpen] = React.useState(false);
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const triggerId = React.useId();
  const menuId = React.useId();
  const close = () => setOpen(false);
  return (
    <React.Fragment>
      <Tooltip title={label} disableInteractive={open}>
        <ToolbarButton
          ref={triggerRef}
          id={triggerId}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen(!open)}
        >
          {icon}
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
        {children(close)}
      </Menu>
    </React.Fragment>
  );
}

function InventoryToolbar() {
  const apiRef = useGridApiContext();
  const density = useGridSelector(apiRef, gridDensitySelector);
  return (
    <Toolbar>
      <ToolbarMenu label="Row density" icon={<DensityMediumIcon fontSize="small" />}>
        {(close) =>
          densities.map((option) => (
            <MenuItem
              key={option.value}
              selected={option.value === density}
              onClick={() => {
                apiRef.current.setDensity(option.value);
                close();
              }}
            >
              {option.label}
            </MenuItem>
          ))
        }
      </ToolbarMenu>
      <ToolbarMenu label="Export" icon={<FileDownloadIcon fontSize="small" />}>
        {(close) => [
          <ExportCsv key="csv" render={<MenuItem />} options={{ fileName: 'inventory' }} onClick={close}>
            Download as CSV
          </ExportCsv>,
          <ExportPrint key="print" render={<MenuItem />} onClick={close}>
            Print
          </ExportPrint>,
        ]}
      </ToolbarMenu>
    </Toolbar>
  );
}

export default function ToolbarMenus() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: InventoryToolbar }} showToolbar />
    </div>
  );
}
