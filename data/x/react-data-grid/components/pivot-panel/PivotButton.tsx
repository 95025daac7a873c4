import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, PivotPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, region: 'North', product: 'Espresso beans', quarter: 'Q1', revenue: 12400 },
  { id: 2, region: 'North', product: 'Filter papers', quarter: 'Q1', revenue: 2300 },
  { id: 3, region: 'South', product: 'Espresso beans', quarter: 'Q1', revenue: 9800 },
  { id: 4, region: 'South', product: 'Grinder', quarter: 'Q2', revenue: 15600 },
  { id: 5, region: 'North', product: 'Grinder', quarter: 'Q2', revenue: 11200 },
  { id: 6, region: 'South', product: 'Filter papers', quarter: 'Q2', revenue: 1900 },
];

const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

function SalesToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'text'}
            startIcon={<PivotTableChartIcon />}
          >
            {state.active ? 'Pivot (on)' : 'Pivot'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotButton() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: SalesToolbar }} showToolbar />
    </div>
  );
}
