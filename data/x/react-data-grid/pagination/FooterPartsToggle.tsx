import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plot = { id: number; plot: string; holder: string; sizeM2: number };

const holders = ['N. Farah', 'B. Oduya', 'K. Lindahl', 'M. Costa', 'J. Byrne', 'T. Ivanova', 'P. Ahmed'];

const rows: Plot[] = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  plot: `${String.fromCharCode(65 + Math.floor(index / 7))}${(index % 7) + 1}`,
  holder: holders[(index * 4) % holders.length],
  sizeM2: 40 + ((index * 9) % 5) * 20,
}));

const columns: GridColDef<Plot>[] = [
  { field: 'plot', headerName: 'Plot', width: 80 },
  { field: 'holder', headerName: 'Holder', flex: 1, minWidth: 140 },
  { field: 'sizeM2', headerName: 'Size (m²)', type: 'number', width: 110 },
];

const toggles = ['hideFooterPagination', 'hideFooterSelectedRowCount', 'hideFooter'] as const;
type Toggle = (typeof toggles)[number];

export default function FooterPartsToggle() {
  const [hidden, setHidden] = React.useState<Record<Toggle, boolean>>({
    hideFooterPagination: false,
    hideFooterSelectedRowCount: false,
    hideFooter: false,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <FormGroup row>
        {toggles.map((name) => (
          <FormControlLabel
            key={name}
            label={name}
            control={
              <Switch
                size="small"
                checked={hidden[name]}
                onChange={(event) => setHidden((prev) => ({ ...prev, [name]: event.target.checked }))}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 300 }}>
        <DataGrid
          label="Allotment plots"
          rows={rows}
          columns={columns}
          density="compact"
          checkboxSelection
          pageSizeOptions={[7]}
          initialState={{
            pagination: { paginationModel: { pageSize: 7 } },
          }}
          {...hidden}
        />
      </Box>
    </Box>
  );
}
