import { DataGridPremium, ExportCsv, ExportExcel, Toolbar, type GridColDef } from '@mui/x-data-grid-premium';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type Sale = { id: number; region: string; product: string; units: number; revenue: number; closed: Date };

const rows: Sale[] = [
  { id: 1, region: 'North', product: 'Solar panel kit', units: 42, revenue: 37800, closed: new Date(2025, 0, 17) },
  { id: 2, region: 'South', product: 'Home battery', units: 18, revenue: 106200, closed: new Date(2025, 1, 3) },
  { id: 3, region: 'East', product: 'Heat pump', units: 11, revenue: 84700, closed: new Date(2025, 1, 21) },
  { id: 4, region: 'West', product: 'Solar panel kit', units: 57, revenue: 51300, closed: new Date(2025, 2, 8) },
  { id: 5, region: 'North', product: 'EV charger', units: 33, revenue: 29700, closed: new Date(2025, 2, 14) },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
  { field: 'closed', headerName: 'Closed on', type: 'date', width: 120 },
];

function SalesToolbar() {
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Q1 sales
      </Typography>
      <ExportCsv options={{ fileName: 'q1-sales' }} render={<Button size="small" />}>
        CSV
      </ExportCsv>
      <ExportExcel
        options={{
          fileName: 'q1-sales',
          // Excel number formats, applied to whole columns of the sheet.
          columnsStyles: { revenue: { numFmt: '"$"#,##0' }, closed: { numFmt: 'yyyy-mm-dd' } },
        }}
        render={<Button size="small" variant="contained" />}
      >
        Excel
      </ExportExcel>
    </Toolbar>
  );
}

export default function ExcelExportPremium() {
  return (
    <div style={{ height: 360, width: '100%' }}>
      <DataGridPremium label="Q1 sales" rows={rows} columns={columns} slots={{ toolbar: SalesToolbar }} showToolbar hideFooter />
    </div>
  );
}
