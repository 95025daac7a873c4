import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  GRID_BOOLEAN_COL_DEF,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Delivery = { id: number; courier: string; minutes: number; onTime: boolean; parcels: number };

const rows: Delivery[] = [
  { id: 1, courier: 'Rapid Wheels', minutes: 34, onTime: true, parcels: 3 },
  { id: 2, courier: 'Rapid Wheels', minutes: 52, onTime: false, parcels: 1 },
  { id: 3, courier: 'Rapid Wheels', minutes: 29, onTime: true, parcels: 6 },
  { id: 4, courier: 'CityHop', minutes: 41, onTime: true, parcels: 2 },
  { id: 5, courier: 'CityHop', minutes: 95, onTime: false, parcels: 4 },
  { id: 6, courier: 'CityHop', minutes: 38, onTime: true, parcels: 1 },
  { id: 7, courier: 'CityHop', minutes: 44, onTime: true, parcels: 2 },
];

// Middle value: less sensitive to one very late delivery than the average.
const median: GridAggregationFunction<number, number | null> = {
  label: 'median',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
    if (sorted.length === 0) return null;
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  },
};

// Share of `true` values. The result is a percentage, not a boolean: hasCellUnit is false.
const percentTrue: GridAggregationFunction<boolean, number | null> = {
  label: '% yes',
  columnTypes: ['boolean'],
  hasCellUnit: false,
  apply: ({ values }) => {
    const known = values.filter((v) => typeof v === 'boolean');
    return known.length === 0 ? null : (known.filter(Boolean).length / known.length) * 100;
  },
  valueFormatter: (value?: number | null) => (value == null ? '' : `${value.toFixed(0)} %`),
};

const columns: GridColDef<Delivery>[] = [
  { field: 'courier', headerName: 'Courier', width: 140 },
  { field: 'minutes', headerName: 'Delivery time (min)', type: 'number', width: 190 },
  { field: 'onTime', headerName: 'On time', type: 'boolean', width: 130,
    // The boolean cell draws an icon; a percentage needs its text instead.
    renderCell: (params) =>
      params.aggregation ? params.formattedValue : GRID_BOOLEAN_COL_DEF.renderCell?.(params) },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 130,
    // Only these functions are offered in this column's menu.
    availableAggregationFunctions: ['sum', 'max'] },
];

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median, percentTrue };

export default function CustomAggregation() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['courier'] },
          aggregation: { model: { minutes: 'median', onTime: 'percentTrue', parcels: 'sum' } },
          columns: { columnVisibilityModel: { courier: false } },
        }}
      />
    </div>
  );
}
