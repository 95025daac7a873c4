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

const css = `
.sales-pivot-toolbar { padding: 0 8px; }
.sales-pivot-button {
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 500;
  color: #1d4ed8;
  background: transparent;
  border: 0;
  border-radius: 6px;
  cursor: pointer;
}
.sales-pivot-button:hover { background: #eff6ff; }
.sales-pivot-button.is-open { color: #fff; background: #1d4ed8; }
`;

function SalesToolbar() {
  return (
    <Toolbar className="sales-pivot-toolbar">
      <PivotPanelTrigger
        render={(props, state) => (
          <button {...props} type="button" className={state.open ? 'sales-pivot-button is-open' : 'sales-pivot-button'}>
            {state.active ? 'Pivot (on)' : 'Pivot'}
          </button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotButton() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <style href="pivot-button" precedence="default">
        {css}
      </style>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: SalesToolbar }} showToolbar />
    </div>
  );
}
