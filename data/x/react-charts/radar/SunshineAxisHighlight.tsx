import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import {
  RadarAxisHighlight,
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';

// Average hours of sunshine per month in two cities.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const hours = (value: number | null) => (value === null ? '' : `${value} h`);

export default function SunshineAxisHighlight() {
  return (
    <RadarDataProvider
      height={280}
      radar={{ max: 400, metrics: months }}
      series={[
        {
          id: 'seville',
          label: 'Seville',
          data: [186, 190, 226, 250, 307, 344, 360, 335, 261, 220, 182, 161],
          fillArea: true,
          valueFormatter: hours,
        },
        {
          id: 'bergen',
          label: 'Bergen',
          data: [19, 56, 94, 147, 186, 172, 181, 155, 101, 63, 28, 13],
          fillArea: true,
          valueFormatter: hours,
        },
      ]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        <ChartsSurface title="Monthly sunshine hours in Seville and Bergen">
          <RadarGrid divisions={4} />
          <RadarMetricLabels />
          {/* Areas first, then the highlighted spoke, then marks on top of it. */}
          <RadarSeriesArea />
          <RadarAxisHighlight />
          <RadarSeriesMarks />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </RadarDataProvider>
  );
}
