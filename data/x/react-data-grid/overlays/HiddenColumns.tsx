import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

const stock = [
  { id: 1, sku: 'BOLT-M6', description: 'Hex bolt M6 × 30', bin: 'A-04', quantity: 1840 },
  { id: 2, sku: 'NUT-M6', description: 'Lock nut M6', bin: 'A-05', quantity: 2210 },
  { id: 3, sku: 'WSH-6', description: 'Flat washer 6 mm', bin: 'A-06', quantity: 5400 },
];

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 160 },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100 },
];

// Every field set to false: nothing is left to show.
const allHidden: GridColumnVisibilityModel = { sku: false, description: false, bin: false, quantity: false };

export default function HiddenColumns() {
  const [visibilityModel, setVisibilityModel] = React.useState<GridColumnVisibilityModel>(allHidden);
  const [selectorDisabled, setSelectorDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={Object.values(visibilityModel).every((visible) => visible === false)}
              onChange={(event) => setVisibilityModel(event.target.checked ? allHidden : {})}
            />
          }
          label="Hide every column"
        />
        <FormControlLabel
          control={
            <Switch checked={selectorDisabled} onChange={(event) => setSelectorDisabled(event.target.checked)} />
          }
          label="disableColumnSelector"
        />
      </Stack>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid
          label="Fastener stock"
          rows={stock}
          columns={columns}
          columnVisibilityModel={visibilityModel}
          onColumnVisibilityModelChange={setVisibilityModel}
          disableColumnSelector={selectorDisabled}
          hideFooter
        />
      </div>
    </Stack>
  );
}
