import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const months = ['jan', 'feb', 'mar', 'apr'] as const;
type Month = (typeof months)[number];
type RegionRevenue = { id: number; region: string } & Record<Month, number>;

const monthNames: Record<Month, string> = { jan: 'January', feb: 'February', mar: 'March', apr: 'April' };

const rows: RegionRevenue[] = [
  { id: 1, region: 'North America', jan: 182, feb: 175, mar: 201, apr: 214 },
  { id: 2, region: 'Latin America', jan: 64, feb: 71, mar: 69, apr: 78 },
  { id: 3, region: 'Western Europe', jan: 143, feb: 138, mar: 150, apr: 161 },
  { id: 4, region: 'Eastern Europe', jan: 38, feb: 41, mar: 45, apr: 44 },
  { id: 5, region: 'Asia Pacific', jan: 121, feb: 133, mar: 129, apr: 147 },
  { id: 6, region: 'Middle East & Africa', jan: 29, feb: 33, mar: 36, apr: 35 },
];

export default function HighlightedMonth() {
  const [highlighted, setHighlighted] = React.useState<Month>('mar');

  // The highlighted column gets one class on its header and one on its cells.
  const columns = React.useMemo<GridColDef<RegionRevenue>[]>(
    () => [
      { field: 'region', headerName: 'Region', flex: 1, minWidth: 170 },
      ...months.map(
        (month): GridColDef<RegionRevenue> => ({
          field: month,
          headerName: `${monthNames[month]} ($k)`,
          type: 'number',
          width: 130,
          headerClassName: month === highlighted ? 'month--highlighted' : undefined,
          cellClassName: month === highlighted ? 'month--highlighted' : undefined,
        }),
      ),
    ],
    [highlighted],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlighted}
        onChange={(event, value: Month | null) => value && setHighlighted(value)}
        aria-label="Highlighted month"
        sx={{ mb: 1 }}
      >
        {months.map((month) => (
          <ToggleButton key={month} value={month}>
            {monthNames[month]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          label="Revenue by region"
          rows={rows}
          columns={columns}
          hideFooter
          sx={(theme) => {
            const primary = (theme.vars ?? theme).palette.primary.main;
            return {
              '& .MuiDataGrid-columnHeader.month--highlighted': {
                bgcolor: theme.alpha(primary, 0.16),
                boxShadow: `inset 0 3px 0 ${primary}`,
                '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
              },
              '& .MuiDataGrid-cell.month--highlighted': {
                bgcolor: theme.alpha(primary, 0.08),
                fontWeight: 600,
              },
            };
          }}
        />
      </Box>
    </Box>
  );
}
