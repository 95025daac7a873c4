import Box from '@mui/material/Box';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';

export default function ComposedRadar() {
  return (
    <RadarDataProvider
      height={280}
      radar={{ max: 40, metrics: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] }}
      series={[
        { id: 'target', label: 'Target', data: [30, 30, 30, 30, 30, 20, 20] },
        { id: 'actual', label: 'Actual', data: [34, 27, 31, 22, 36, 12, 25], fillArea: true },
      ]}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ChartsLegend />
        <ChartsSurface title="Deliveries per weekday, target and actual">
          <RadarGrid divisions={4} shape="circular" stripeColor={null} />
          <RadarMetricLabels />
          {/* The target is drawn as a dashed outline without marks. */}
          <RadarSeriesArea seriesId="target" strokeDasharray="6 4" />
          <RadarSeriesArea seriesId="actual" />
          <RadarSeriesMarks seriesId="actual" />
        </ChartsSurface>
      </Box>
      <ChartsTooltip />
    </RadarDataProvider>
  );
}
