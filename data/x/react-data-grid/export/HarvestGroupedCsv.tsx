import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid-premium';

interface Harvest {
  id: number;
  region: string;
  vineyard: string;
  grape: string;
  tonnes: number;
}

const harvests: Harvest[] = [
  { id: 1, region: 'Douro', vineyard: 'Quinta da Serra', grape: 'Touriga Nacional', tonnes: 42 },
  { id: 2, region: 'Douro', vineyard: 'Vale do Rio', grape: 'Tinta Roriz', tonnes: 35 },
  { id: 3, region: 'Mosel', vineyard: 'Steillage Nord', grape: 'Riesling', tonnes: 18 },
  { id: 4, region: 'Mosel', vineyard: 'Bergkuppe', grape: 'Riesling', tonnes: 22 },
  { id: 5, region: 'Rioja', vineyard: 'Finca Alta', grape: 'Tempranillo', tonnes: 51 },
];

const columns: GridColDef<Harvest>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'vineyard', headerName: 'Vineyard', flex: 1, minWidth: 150 },
  { field: 'grape', headerName: 'Grape', width: 150 },
  { field: 'tonnes', headerName: 'Tonnes', type: 'number', width: 90 },
];

// Keep the leaves: group rows ("Douro (2)") are a view of the data, not data.
const leafRowsOnly = ({ apiRef }: GridCsvGetRowsToExportParams) => {
  const tree = gridRowTreeSelector(apiRef);
  return gridFilteredSortedRowIdsSelector(apiRef).filter((id) => tree[id]?.type !== 'group');
};

export default function HarvestGroupedCsv() {
  const apiRef = useGridApiRef();
  const [leavesOnly, setLeavesOnly] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(
      apiRef.current?.getDataAsCsv(
        leavesOnly
          ? // Flat rows, with the grouped column back in place of the grouping column.
            { fields: ['region', 'vineyard', 'grape', 'tonnes'], getRowsToExport: leafRowsOnly }
          : {},
      ) ?? '',
    );
  }, [apiRef, leavesOnly]);

  return (
    <Box>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Switch
            size="small"
            checked={leavesOnly}
            onChange={(event) => setLeavesOnly(event.target.checked)}
          />
        }
        label="Flat CSV: leaf rows only, no grouping column"
      />
      <div style={{ height: 330, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          label="Harvest by region"
          rows={harvests}
          columns={columns}
          initialState={{ rowGrouping: { model: ['region'] } }}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
      </div>
      <Box
        component="pre"
        role="region"
        tabIndex={0}
        aria-label="CSV output"
        sx={{
          m: 0,
          mt: 1,
          p: 1.5,
          height: 170,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
