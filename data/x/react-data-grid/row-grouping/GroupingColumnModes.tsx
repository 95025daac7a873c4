import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Order = { id: string; region: string; country: string; customer: string; total: number };

const rows: Order[] = [
  { id: 'SO-1041', region: 'Europe', country: 'Germany', customer: 'Kaufhaus Ost', total: 4_820 },
  { id: 'SO-1042', region: 'Europe', country: 'Germany', customer: 'Bürobedarf Nord', total: 1_310 },
  { id: 'SO-1043', region: 'Europe', country: 'Italy', customer: 'Studio Ferri', total: 2_760 },
  { id: 'SO-1044', region: 'Americas', country: 'Brazil', customer: 'Loja Azul', total: 980 },
  { id: 'SO-1045', region: 'Americas', country: 'Canada', customer: 'Maple Supply', total: 3_540 },
  { id: 'SO-1046', region: 'Americas', country: 'Canada', customer: 'North Shore Labs', total: 6_125 },
  { id: 'SO-1047', region: 'Americas', country: 'Brazil', customer: 'Casa Verde', total: 1_890 },
];

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

// Called once per grouping column: in "multiple" mode, only the country column shows the customers of each order.
const groupingColDef: DataGridPremiumProps['groupingColDef'] = (params) =>
  params.fields.includes('country') ? { leafField: 'customer', width: 260 } : { width: 160 };

export default function GroupingColumnModes() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: 'single' | 'multiple' | null) => value && setMode(value)}
        aria-label="Grouping column mode"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="single">Single column</ToggleButton>
        <ToggleButton value="multiple">One column per criterion</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            columns: { columnVisibilityModel: { region: false, country: false, customer: false } },
          }}
        />
      </Box>
    </Box>
  );
}
