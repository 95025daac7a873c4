import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Basil', location: 'Bed 1' },
  { id: 2, plant: 'Thyme', location: 'Bed 2' },
  { id: 3, plant: 'Mint', location: 'Pot A' },
  { id: 4, plant: 'Sage', location: 'Bed 2' },
  { id: 5, plant: 'Chives', location: 'Bed 3' },
  { id: 6, plant: 'Oregano', location: 'Pot B' },
  // One value much longer than the others.
  { id: 7, plant: 'Rosemary', location: 'Raised bed behind the greenhouse, next to the water butt' },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', width: 120 },
  { field: 'location', headerName: 'Location', width: 120 },
];

export default function AutosizeOutliers() {
  const apiRef = useGridApiRef();
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [factor, setFactor] = React.useState('1.5');

  const autosize = () => {
    const outliersFactor = Number(factor);
    apiRef.current?.autosizeColumns({
      includeOutliers,
      outliersFactor: Number.isFinite(outliersFactor) && outliersFactor > 0 ? outliersFactor : 1.5,
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />}
          label="includeOutliers"
        />
        <TextField
          size="small"
          label="outliersFactor"
          type="number"
          value={factor}
          onChange={(event) => setFactor(event.target.value)}
          disabled={includeOutliers}
          slotProps={{ htmlInput: { min: 0.5, step: 0.5 } }}
          sx={{ width: 140 }}
        />
        <Button size="small" variant="outlined" onClick={autosize}>
          Autosize
        </Button>
      </Stack>
      <div style={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} label="Herb garden" rows={rows} columns={columns} hideFooter />
      </div>
    </Stack>
  );
}
