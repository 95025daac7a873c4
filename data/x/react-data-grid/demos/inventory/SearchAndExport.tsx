import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import CancelIcon from '@mui/icons-material/Cancel';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'CHR-210', name: 'Ergonomic office chair', supplier: 'Sedia SRL', stock: 38, cost: 131.5 },
  { id: 2, sku: 'DSK-140', name: 'Standing desk, oak', supplier: 'Madeira Lda', stock: 6, cost: 310 },
  { id: 3, sku: 'LMP-042', name: 'Desk lamp, brass', supplier: 'Lumo GmbH', stock: 0, cost: 17.8 },
  { id: 4, sku: 'KBD-113', name: 'Mechanical keyboard', supplier: 'Keyworks Ltd', stock: 113, cost: 36 },
  { id: 5, sku: 'SHF-300', name: 'Wall shelf, 120 cm', supplier: 'Nordhylla AB', stock: 52, cost: 41.2 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  // Internal purchase cost: visible to staff, never exported.
  { field: 'cost', headerName: 'Unit cost', type: 'number', width: 110, disableExport: true },
];

function StockToolbar() {
  return (
    <Toolbar>
      <QuickFilter defaultExpanded style={{ display: 'flex', alignItems: 'center', flex: 1 }}>
        <QuickFilterControl
          render={({ ref, slotProps, ...controlProps }) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="SKU, product or supplier"
              slotProps={{ ...slotProps, htmlInput: { ...slotProps?.htmlInput, 'aria-label': 'Search inventory' } }}
            />
          )}
        />
        <QuickFilterClear aria-label="Clear search" size="small">
          <CancelIcon fontSize="small" />
        </QuickFilterClear>
      </QuickFilter>
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton />} options={{ fileName: 'stock-report', utf8WithBom: true }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton />} options={{ hideFooter: true, hideToolbar: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function SearchAndExport() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid label="Stock report" rows={rows} columns={columns} showToolbar slots={{ toolbar: StockToolbar }} />
    </Box>
  );
}
