import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridAggregationModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Deal = { id: number; region: string; account: string; revenue: number; discount: number };

const rows: Deal[] = [
  { id: 1, region: 'EMEA', account: 'Brightwater GmbH', revenue: 42_000, discount: 5 },
  { id: 2, region: 'EMEA', account: 'Calder & Sons', revenue: 18_500, discount: 12 },
  { id: 3, region: 'EMEA', account: 'Nordvik AS', revenue: 27_300, discount: 8 },
  { id: 4, region: 'Americas', account: 'Pinecrest Health', revenue: 61_000, discount: 10 },
  { id: 5, region: 'Americas', account: 'Solano Foods', revenue: 9_800, discount: 0 },
  { id: 6, region: 'APAC', account: 'Harbourline Pty', revenue: 33_400, discount: 7 },
  { id: 7, region: 'APAC', account: 'Mirai Robotics', revenue: 51_200, discount: 15 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Deal>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'account', headerName: 'Account', width: 180 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : currency.format(value)) },
  { field: 'discount', headerName: 'Discount (%)', type: 'number', width: 150,
    valueFormatter: (value?: number) => (value == null ? '' : value.toFixed(1)) },
];

const initialModel: GridAggregationModel = { revenue: 'sum', discount: 'avg' };

// Group totals in a footer row below each group; the grand total stays pinned at the bottom.
const footerPosition: DataGridPremiumProps['getAggregationPosition'] = () => 'footer';
// Default behaviour: totals on the group row itself, grand total in the footer.
const inlinePosition: DataGridPremiumProps['getAggregationPosition'] = (node) =>
  node.depth === -1 ? 'footer' : 'inline';

export default function RevenueByRegion() {
  const [model, setModel] = React.useState<GridAggregationModel>(initialModel);
  const [inFooter, setInFooter] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={inFooter} onChange={(event) => setInFooter(event.target.checked)} />}
        label="Show group totals in a footer row"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(newModel) => setModel(newModel)}
          getAggregationPosition={inFooter ? footerPosition : inlinePosition}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['region'] },
            columns: { columnVisibilityModel: { region: false } },
          }}
        />
      </Box>
    </Box>
  );
}
