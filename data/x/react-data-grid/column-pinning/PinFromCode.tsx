import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import PushPinIcon from '@mui/icons-material/PushPin';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

type Metric = { id: number; country: string; population: number; gdp: number; lifeExpectancy: number; internet: number; renewables: number };

const rows: Metric[] = [
  { id: 1, country: 'Norway', population: 5.5, gdp: 87.9, lifeExpectancy: 83.2, internet: 99, renewables: 71 },
  { id: 2, country: 'Portugal', population: 10.4, gdp: 27.3, lifeExpectancy: 81.9, internet: 85, renewables: 34 },
  { id: 3, country: 'Kenya', population: 55.1, gdp: 2.1, lifeExpectancy: 62.7, internet: 35, renewables: 72 },
  { id: 4, country: 'Japan', population: 124.5, gdp: 33.8, lifeExpectancy: 84.5, internet: 87, renewables: 22 },
];

const columns: GridColDef<Metric>[] = [
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'population', headerName: 'Population (M)', type: 'number', width: 150 },
  { field: 'gdp', headerName: 'GDP per capita (k$)', type: 'number', width: 180 },
  { field: 'lifeExpectancy', headerName: 'Life expectancy', type: 'number', width: 150 },
  { field: 'internet', headerName: 'Internet users (%)', type: 'number', width: 170 },
  { field: 'renewables', headerName: 'Renewable energy (%)', type: 'number', width: 190 },
];

export default function PinFromCode() {
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({ left: ['country'] });

  const toggle = (field: string) => {
    const api = apiRef.current;
    if (!api) return;
    if (api.isColumnPinned(field)) {
      api.unpinColumn(field);
    } else {
      api.pinColumn(field, GridPinnedColumnPosition.LEFT);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {['country', 'gdp', 'renewables'].map((field) => (
          <ToggleButton
            key={field}
            size="small"
            value={field}
            selected={Boolean(pinned.left?.includes(field))}
            onChange={() => toggle(field)}
          >
            <PushPinIcon fontSize="small" sx={{ mr: 0.5 }} />
            {columns.find((c) => c.field === field)?.headerName}
          </ToggleButton>
        ))}
      </Stack>
      <div style={{ height: 300, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          pinnedColumns={pinned}
          onPinnedColumnsChange={setPinned}
        />
      </div>
    </Stack>
  );
}
