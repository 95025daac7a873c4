import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

type Shipment = { id: number; container: string; port: string; weight: number; teu: number };

const rows: Shipment[] = [
  { id: 1, container: 'MSKU 481203', port: 'Rotterdam', weight: 21.4, teu: 2 },
  { id: 2, container: 'CMAU 774019', port: 'Antwerp', weight: 12.9, teu: 1 },
  { id: 3, container: 'HLXU 330512', port: 'Hamburg', weight: 26.1, teu: 2 },
  { id: 4, container: 'TGHU 902277', port: 'Rotterdam', weight: 8.7, teu: 1 },
  { id: 5, container: 'OOLU 615840', port: 'Le Havre', weight: 18.3, teu: 2 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'container', headerName: 'Container', width: 150 },
  { field: 'port', headerName: 'Port', width: 130 },
  { field: 'weight', headerName: 'Gross weight (t)', type: 'number', width: 160 },
  { field: 'teu', headerName: 'TEU', type: 'number', width: 100 },
];

export default function ShippingLogDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          label="Shipping log"
          rows={rows}
          columns={columns}
          disableAggregation={disabled}
          // Kept while disabled, applied again as soon as the switch is off.
          initialState={{ aggregation: { model: { weight: 'sum', teu: 'sum' } } }}
        />
      </Box>
    </Box>
  );
}
