import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  GridFooterContainer,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';

type Meter = { id: number; site: string; kwh: number; peakKw: number };

const rows: Meter[] = [
  { id: 1, site: 'Depot North', kwh: 1_840, peakKw: 96 },
  { id: 2, site: 'Depot South', kwh: 2_215, peakKw: 120 },
  { id: 3, site: 'Head office', kwh: 960, peakKw: 44 },
  { id: 4, site: 'Cold store', kwh: 3_530, peakKw: 188 },
];

const columns: GridColDef<Meter>[] = [
  { field: 'site', headerName: 'Site', width: 150 },
  { field: 'kwh', headerName: 'Energy (kWh)', type: 'number', width: 150 },
  { field: 'peakKw', headerName: 'Peak (kW)', type: 'number', width: 130 },
];

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// Rendered inside the grid, so it can subscribe to the aggregation state.
function TariffFooter() {
  const apiRef = useGridApiContext();
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  // The lookup is empty until the first aggregation has run.
  const energy = lookup?.[GRID_ROOT_GROUP_ID]?.kwh?.value;

  return (
    <GridFooterContainer sx={{ px: 2, flexDirection: 'column', alignItems: 'flex-start' }}>
      <Typography variant="body2">
        {model.kwh === 'sum' && typeof energy === 'number'
          ? `Estimated bill at $0.21/kWh: ${dollars.format(energy * 0.21)}`
          : 'Choose "sum" for Energy to estimate the bill.'}
      </Typography>
      <Typography variant="caption">Model: {JSON.stringify(model)}</Typography>
    </GridFooterContainer>
  );
}

export default function EnergyAggregationSelectors() {
  return (
    <div style={{ height: 320, width: '100%' }}>
      <DataGridPremium
        label="Monthly energy use"
        rows={rows}
        columns={columns}
        slots={{ footer: TariffFooter }}
        initialState={{ aggregation: { model: { kwh: 'sum', peakKw: 'max' } } }}
      />
    </div>
  );
}
