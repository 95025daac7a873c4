import type {} from '@mui/x-charts/themeAugmentation';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// Every BarChart inside this provider gets rounded bars and a horizontal grid.
const withChartDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiBarChart: {
      defaultProps: { borderRadius: 6, grid: { horizontal: true } },
    },
  },
});

export default function ThemedChartDefaults() {
  return (
    <ThemeProvider theme={withChartDefaults}>
      <BarChart
        height={260}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] }]}
        series={[{ label: 'Tickets closed', data: [18, 24, 21, 29, 16] }]}
      />
    </ThemeProvider>
  );
}
