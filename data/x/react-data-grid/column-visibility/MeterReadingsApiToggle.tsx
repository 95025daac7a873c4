import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

type Reading = { id: number; meter: string; site: string; kwh: number; peakKw: number; voltage: number; powerFactor: number };

const rows: Reading[] = [
  { id: 1, meter: 'EM-101', site: 'Bakery, Dock St', kwh: 412.6, peakKw: 38.1, voltage: 229.4, powerFactor: 0.94 },
  { id: 2, meter: 'EM-102', site: 'Cold store', kwh: 1290.3, peakKw: 96.7, voltage: 231.0, powerFactor: 0.88 },
  { id: 3, meter: 'EM-205', site: 'Office, floor 2', kwh: 188.9, peakKw: 21.4, voltage: 230.2, powerFactor: 0.97 },
  { id: 4, meter: 'EM-310', site: 'Workshop', kwh: 655.0, peakKw: 71.2, voltage: 227.8, powerFactor: 0.81 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'meter', headerName: 'Meter', width: 100 },
  { field: 'site', headerName: 'Site', flex: 1, minWidth: 150 },
  { field: 'kwh', headerName: 'Energy (kWh)', type: 'number', width: 130 },
  { field: 'peakKw', headerName: 'Peak (kW)', type: 'number', width: 110 },
  { field: 'voltage', headerName: 'Voltage (V)', type: 'number', width: 120 },
  { field: 'powerFactor', headerName: 'Power factor', type: 'number', width: 120 },
];

const technicalFields = ['voltage', 'powerFactor'];

export default function MeterReadingsApiToggle() {
  const apiRef = useGridApiRef();
  // The grid owns the model (uncontrolled); this copy only drives the text below the buttons.
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ voltage: false, powerFactor: false });

  const showTechnical = () => {
    technicalFields.forEach((field) => apiRef.current?.setColumnVisibility(field, true));
  };
  const showEnergyOnly = () => {
    apiRef.current?.setColumnVisibilityModel({ peakKw: false, voltage: false, powerFactor: false });
  };
  const showEverything = () => {
    apiRef.current?.setColumnVisibilityModel({});
  };

  const hidden = columns.filter((column) => model[column.field] === false).map((column) => column.headerName);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={showTechnical}>
          Show technical columns
        </Button>
        <Button size="small" variant="outlined" onClick={showEnergyOnly}>
          Energy only
        </Button>
        <Button size="small" variant="outlined" onClick={showEverything}>
          Show all
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Hidden columns: {hidden.length > 0 ? hidden.join(', ') : 'none'}
      </Typography>
      <div style={{ height: 300, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          label="Meter readings"
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{ columns: { columnVisibilityModel: { voltage: false, powerFactor: false } } }}
          onColumnVisibilityModelChange={setModel}
        />
      </div>
    </Stack>
  );
}
