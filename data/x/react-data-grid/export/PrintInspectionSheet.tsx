import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportPrint, Toolbar, type GridColDef } from '@mui/x-data-grid';

interface Check {
  id: number;
  item: string;
  location: string;
  interval: string;
}

const checks: Check[] = [
  { id: 1, item: 'Fire extinguishers', location: 'All floors', interval: 'Monthly' },
  { id: 2, item: 'Emergency lighting', location: 'Stairwells', interval: 'Monthly' },
  { id: 3, item: 'First-aid kits', location: 'Reception, workshop', interval: 'Quarterly' },
  { id: 4, item: 'Eye-wash station', location: 'Workshop', interval: 'Weekly' },
  { id: 5, item: 'Fall-arrest harnesses', location: 'Roof access', interval: 'Before each use' },
];

const columns: GridColDef<Check>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 170 },
  { field: 'location', headerName: 'Location', width: 170 },
  { field: 'interval', headerName: 'Interval', width: 140 },
];

// Print in landscape with room for a signature, whatever the site's theme looks like.
const pageStyle = `
  @page { size: A4 landscape; margin: 15mm; }
  .MuiDataGrid-root .MuiDataGrid-main { color: #000; }
`;

const PrintContext = React.createContext(false);

function InspectionToolbar() {
  const includeCheckboxes = React.useContext(PrintContext);
  return (
    <Toolbar>
      <Typography component="span" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Safety inspection sheet
      </Typography>
      <ExportPrint
        options={{
          fileName: 'safety-inspection',
          hideToolbar: true,
          hideFooter: true,
          includeCheckboxes,
          pageStyle,
        }}
        render={<Button size="small" startIcon={<PrintIcon />} />}
      >
        Print
      </ExportPrint>
    </Toolbar>
  );
}

export default function PrintInspectionSheet() {
  const [includeCheckboxes, setIncludeCheckboxes] = React.useState(true);

  return (
    <PrintContext.Provider value={includeCheckboxes}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            size="small"
            checked={includeCheckboxes}
            onChange={(event) => setIncludeCheckboxes(event.target.checked)}
          />
        }
        label={<code>includeCheckboxes</code>}
      />
      <div style={{ height: 380, width: '100%' }}>
        <DataGrid
          label="Safety inspection sheet"
          rows={checks}
          columns={columns}
          checkboxSelection
          slots={{ toolbar: InspectionToolbar }}
          showToolbar
          hideFooter
          sx={{
            // Applied to the printed copy only: larger text on paper.
            '@media print': {
              '& .MuiDataGrid-cell': { fontSize: 14 },
            },
          }}
        />
      </div>
    </PrintContext.Provider>
  );
}
