import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, employee: 'Hana Okafor', category: 'Travel', amount: 412.8, receipt: 'R-5531' },
  { id: 2, employee: 'Lucas Meyer', category: 'Meals', amount: 58.4, receipt: 'R-5532' },
  { id: 3, employee: 'Sofia Rossi', category: 'Software', amount: 129, receipt: 'R-5533' },
  { id: 4, employee: 'Omar Farouk', category: 'Travel', amount: 986.15, receipt: 'R-5534' },
  { id: 5, employee: 'Mei Chen', category: 'Office', amount: 74.9, receipt: 'R-5535' },
];

const columns: GridColDef[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  // Internal reference: shown on screen, left out of every export.
  { field: 'receipt', headerName: 'Receipt', width: 100, disableExport: true },
];

function ExpensesToolbar() {
  return (
    <Toolbar>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ flex: 1, mx: 0.5 }}>
        Select rows to export only those.
      </Typography>
      <ExportCsv
        render={<Button size="small" startIcon={<FileDownloadIcon />} />}
        options={{ fileName: 'expenses-march', delimiter: ';', utf8WithBom: true }}
      >
        CSV
      </ExportCsv>
      <ExportPrint
        render={<Button size="small" startIcon={<PrintIcon />} />}
        options={{ hideToolbar: true, hideFooter: true }}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExpenseExport() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ toolbar: ExpensesToolbar }} showToolbar />
    </div>
  );
}
