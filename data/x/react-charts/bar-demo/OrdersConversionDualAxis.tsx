import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const orders = [1840, 1720, 2110, 2380, 2290, 2650, 2920, 3140];
const conversion = [2.1, 2.0, 2.4, 2.6, 2.5, 2.9, 3.2, 3.4];

export default function OrdersConversionDualAxis() {
  return (
    <ChartDataProvider
      height={320}
      margin={{ top: 24 }}
      xAxis={[{ id: 'month', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'orders', min: 0, valueFormatter: (value: number) => `${value / 1000}k` },
        { id: 'rate', min: 0, max: 4, position: 'right', valueFormatter: (value: number) => `${value}%` },
      ]}
      series={[
        { type: 'bar', label: 'Orders', data: orders, yAxisId: 'orders' },
        {
          type: 'line',
          label: 'Conversion rate',
          data: conversion,
          yAxisId: 'rate',
          valueFormatter: (value) => `${value}%`,
        },
      ]}
    >
      <ChartsLegend />
      <ChartsSurface>
        <ChartsGrid horizontal />
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="month" />
        <ChartsYAxis axisId="orders" />
        <ChartsYAxis axisId="rate" />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartDataProvider>
  );
}
