import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';

type Rental = { id: number; station: string; bike: string; rider: string; minutes: number };

const rows: Rental[] = [
  { id: 1, station: 'Canal Street', bike: 'E-bike', rider: 'C. Moreau', minutes: 34 },
  { id: 2, station: 'Canal Street', bike: 'City bike', rider: 'D. Ogawa', minutes: 12 },
  { id: 3, station: 'Canal Street', bike: 'E-bike', rider: 'P. Ahn', minutes: 48 },
  { id: 4, station: 'Old Market', bike: 'Cargo bike', rider: 'J. Fontaine', minutes: 65 },
  { id: 5, station: 'Old Market', bike: 'City bike', rider: 'H. Berger', minutes: 21 },
  { id: 6, station: 'Riverside', bike: 'E-bike', rider: 'A. Nilsen', minutes: 17 },
];

const columns: GridColDef<Rental>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'bike', headerName: 'Bike type', width: 120 },
  { field: 'rider', headerName: 'Rider', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function HiddenGroupedColumns() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridRowGroupingModel>(['station']);
  // Hides a column while it is in the model and shows it again once it leaves.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel: model });

  const toggle = (field: string) =>
    setModel((prev) => (prev.includes(field) ? prev.filter((item) => item !== field) : [...prev, field]));

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        {columns.slice(0, 2).map(({ field, headerName }) => (
          <FormControlLabel key={field} label={`Group by ${headerName}`}
            control={<Checkbox size="small" checked={model.includes(field)} onChange={() => toggle(field)} />} />
        ))}
      </FormGroup>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={model}
          onRowGroupingModelChange={setModel}
          aria-label="Bike rentals"
        />
      </Box>
    </Box>
  );
}
