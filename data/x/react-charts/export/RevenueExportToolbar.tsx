import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function RevenueExportToolbar() {
  return (
    <BarChartPro
      height={320}
      margin={{ top: 24 }}
      showToolbar
      title="Revenue by region, 2025"
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 48, valueFormatter: (value: number) => `€${value}k` }]}
      series={[
        { label: 'North', data: [310, 342, 365, 410] },
        { label: 'South', data: [255, 270, 298, 331] },
        { label: 'Export', data: [120, 141, 160, 188] },
      ]}
    />
  );
}
