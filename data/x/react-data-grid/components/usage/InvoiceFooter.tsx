import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 'INV-1041', client: 'Northwind Traders', amount: 1280, status: 'Paid' },
  { id: 'INV-1042', client: 'Blue Harbor Café', amount: 342.5, status: 'Overdue' },
  { id: 'INV-1043', client: 'Atlas Logistics', amount: 5210, status: 'Sent' },
  { id: 'INV-1044', client: 'Greenfield School', amount: 760, status: 'Paid' },
  { id: 'INV-1045', client: 'Orbit Studio', amount: 1995, status: 'Draft' },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

function InvoicesFooter() {
  // Any slot can read the grid state: here, how many rows pass the filters.
  const apiRef = useGridApiContext();
  const visibleCount = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  return (
    <GridFooterContainer sx={{ px: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {visibleCount} invoices shown
      </Typography>
      <ExportCsv render={<Button size="small" startIcon={<FileDownloadIcon />} />} options={{ fileName: 'invoices' }}>
        Download CSV
      </ExportCsv>
    </GridFooterContainer>
  );
}

export default function InvoiceFooter() {
  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: InvoicesFooter }} />
    </div>
  );
}
