import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Parcel = { id: string; destination: string; weightKg: number };

const rows: Parcel[] = [
  { id: 'PX-11', destination: 'Ghent', weightKg: 0.4 },
  { id: 'PX-12', destination: 'Utrecht', weightKg: 2.8 },
  { id: 'PX-13', destination: 'Aarhus', weightKg: 14 },
  { id: 'PX-14', destination: 'Bremen', weightKg: 0.9 },
  { id: 'PX-15', destination: 'Lille', weightKg: 27.5 },
  { id: 'PX-16', destination: 'Malmö', weightKg: 4.1 },
  { id: 'PX-17', destination: 'Namur', weightKg: 6.3 },
];

const bands = [0, 1, 5, 20];
// The key is the lower bound of the band: a number, so the groups sort numerically.
const bandOf = (kg: number) => bands.filter((start) => kg >= start).pop() ?? 0;
const bandLabel = (start: number) => {
  const next = bands[bands.indexOf(start) + 1];
  return next === undefined ? `${start} kg and more` : `${start}–${next} kg`;
};

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  {
    field: 'weightKg',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    groupingValueGetter: (value: number) => bandOf(value),
    valueFormatter: (value?: number) => (value == null ? '' : `${value} kg`),
  },
];

export default function WeightBands() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        // Group rows get the band's label instead of the grouped column's formatter.
        groupingColDef={{ headerName: 'Weight band', width: 180, valueFormatter: (value?: number) => (value == null ? '' : bandLabel(value)) }}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['weightKg'] },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' }] },
        }}
        aria-label="Parcels grouped by weight band"
      />
    </div>
  );
}
