import * as React from 'react';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridFetchRowsParams,
  type GridSortModel,
} from '@mui/x-data-grid-pro';

type Meter = { id: number; meter: string; street: string; kwh: number };

const TOTAL = 2000;
const streets = ['Mill Lane', 'Quay Road', 'Orchard Close', 'Station Hill', 'Fern Avenue', 'Canal Walk'];

// The "database": 2,000 meters built from their index, identical on every run.
const database: Meter[] = Array.from({ length: TOTAL }, (_, index) => ({
  id: index + 1,
  meter: `EM-${String(index + 1).padStart(5, '0')}`,
  street: `${(index % 90) + 1} ${streets[(index * 7) % streets.length]}`,
  kwh: 120 + ((index * 389) % 560),
}));

function sortRows(sortModel: GridSortModel): Meter[] {
  const [sort] = sortModel;
  if (!sort) {
    return database;
  }
  const field = sort.field as keyof Meter;
  const direction = sort.sort === 'desc' ? -1 : 1;
  return [...database].sort((a, b) => (a[field] > b[field] ? direction : a[field] < b[field] ? -direction : 0));
}

// Simulated endpoint: one slice of the sorted table, after a short delay.
function fetchSlice(sortModel: GridSortModel, start: number, end: number): Promise<Meter[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(sortRows(sortModel).slice(start, end)), 500);
  });
}

const columns: GridColDef<Meter>[] = [
  { field: 'meter', headerName: 'Meter', width: 120 },
  { field: 'street', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'kwh', headerName: 'Usage (kWh)', type: 'number', width: 130 },
];

export default function MeterReadingsLazyLegacy() {
  const apiRef = useGridApiRef();
  // The first screen comes with the page; the rest is fetched as it scrolls into view.
  const [rows, setRows] = React.useState<Meter[]>(() => database.slice(0, 20));
  const request = React.useRef(0);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleFetchRows = (params: GridFetchRowsParams) => {
    // onFetchRows fires on every scroll step: wait for the scrolling to settle.
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const ticket = request.current;
      const slice = await fetchSlice(params.sortModel, params.firstRowToRender, params.lastRowToRender);
      // Drop answers to requests made before the sort changed.
      if (ticket === request.current) {
        apiRef.current?.unstable_replaceRows(params.firstRowToRender, slice);
      }
    }, 150);
  };

  const handleSortModelChange = async (sortModel: GridSortModel) => {
    request.current += 1;
    const ticket = request.current;
    setRows([]);
    const firstScreen = await fetchSlice(sortModel, 0, 20);
    if (ticket === request.current) {
      setRows(firstScreen);
    }
  };

  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGridPro
        label="Electricity meters"
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        rowCount={TOTAL}
        rowsLoadingMode="server"
        sortingMode="server"
        disableColumnFilter
        onFetchRows={handleFetchRows}
        onSortModelChange={handleSortModelChange}
        hideFooterPagination
      />
    </div>
  );
}
