import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useChartRootRef } from '@mui/x-charts/hooks';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// A wrapper of your own: registering it as the chart's root makes it (and its caption) part of the export.
function ReportCard({ children }: { children: React.ReactNode }) {
  const rootRef = useChartRootRef();
  return (
    <Box ref={rootRef} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      {children}
    </Box>
  );
}

export default function ComposedExportRootRef() {
  const apiRef = useChartProApiRef<'line'>();

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => apiRef.current?.exportAsImage({ type: 'image/png', fileName: 'bike-share-trips' })}
      >
        Export card as PNG
      </Button>
      <Box sx={{ width: '100%' }}>
        <ChartDataProviderPro
          apiRef={apiRef}
          height={240}
          xAxis={[{ scaleType: 'point', data: years }]}
          yAxis={[{ width: 40 }]}
          series={[
            { type: 'line', label: 'Members', data: [410, 380, 520, 640, 720, 790] },
            { type: 'line', label: 'Day passes', data: [190, 90, 150, 230, 260, 300] },
          ]}
        >
          <ReportCard>
            <Typography variant="subtitle2" component="p">
              Bike-share trips per year (thousands)
            </Typography>
            <ChartsLegend />
            <ChartsSurface aria-label="Bike-share trips per year by members and day-pass users">
              <LinePlot />
              <MarkPlot />
              <ChartsXAxis />
              <ChartsYAxis />
            </ChartsSurface>
          </ReportCard>
        </ChartDataProviderPro>
      </Box>
    </Stack>
  );
}
