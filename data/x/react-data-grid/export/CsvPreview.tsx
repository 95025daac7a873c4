import * as React from 'react';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

type Part = { id: number; part: string; supplier: string; unitPrice: number; leadTime: number };

const rows: Part[] = [
  { id: 1, part: 'M4 hex bolt', supplier: 'Fastenal', unitPrice: 0.12, leadTime: 3 },
  { id: 2, part: 'Bearing 608-2RS', supplier: 'SKF', unitPrice: 1.85, leadTime: 7 },
  { id: 3, part: 'Timing belt GT2, 1 m', supplier: 'Gates', unitPrice: 4.4, leadTime: 5 },
  { id: 4, part: 'Stepper motor "NEMA 17"', supplier: 'Oriental Motor', unitPrice: 18.9, leadTime: 14 },
];

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'supplier', headerName: 'Supplier', width: 140 },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 120 },
  { field: 'leadTime', headerName: 'Lead time (days)', type: 'number', width: 140 },
];

export default function CsvPreview() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [csv, setCsv] = React.useState('Select rows or sort the grid, then click "Preview CSV".');

  const preview = () => {
    if (!apiRef.current) return;
    setCsv(apiRef.current.getDataAsCsv({ includeHeaders }));
  };

  return (
    <Box>
      <div style={{ height: 280, width: '100%' }}>
        <DataGrid apiRef={apiRef} label="Parts" rows={rows} columns={columns} checkboxSelection hideFooter />
      </div>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={preview}>
          Preview CSV
        </Button>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="Include headers"
        />
      </Box>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="CSV preview"
        sx={{ m: 0, p: 1.5, minHeight: 120, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflow: 'auto' }}
      >
        {csv}
      </Box>
    </Box>
  );
}
