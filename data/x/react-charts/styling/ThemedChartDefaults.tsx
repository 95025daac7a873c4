import type {} from '@mui/x-charts/themeAugmentation';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart, lineElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Chart defaults for a whole app, layered on top of the page's theme.
const withChartDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiBarChart: { defaultProps: { borderRadius: 6, grid: { horizontal: true } } },
    MuiLineChart: { defaultProps: { grid: { horizontal: true } } },
    MuiChartsGrid: { styleOverrides: { line: { strokeDasharray: '2 6' } } },
    MuiChartsAxis: {
      styleOverrides: {
        root: ({ theme }) => ({
          [`& .${axisClasses.tickLabel}`]: { fill: ((theme as Theme).vars || theme).palette.text.secondary },
          [`& .${axisClasses.line}, & .${axisClasses.tick}`]: { display: 'none' },
        }),
      },
    },
    // Bars and lines have no style overrides of their own: target them from the surface.
    MuiChartsSurface: {
      styleOverrides: { root: { [`& .${lineElementClasses.root}`]: { strokeWidth: 3 } } },
    },
  },
});

export default function ThemedChartDefaults() {
  return (
    <ThemeProvider theme={withChartDefaults}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <BarChart
          height={240}
          margin={{ top: 24 }}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ width: 40 }]}
          series={[{ data: [34, 41, 38, 52, 49, 61], label: 'New customers' }]}
        />
        <LineChart
          height={240}
          margin={{ top: 24 }}
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 40, valueFormatter: (v: number) => `${v}%` }]}
          series={[{ data: [4.1, 3.8, 3.9, 3.2, 3.0, 2.7], label: 'Churn rate', color: '#e53935' }]}
        />
      </Box>
    </ThemeProvider>
  );
}
