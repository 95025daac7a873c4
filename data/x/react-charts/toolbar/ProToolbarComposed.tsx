import Divider from '@mui/material/Divider';
import Tooltip from '@mui/material/Tooltip';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { Toolbar, ToolbarButton } from '@mui/x-charts-pro/Toolbar';
import {
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { useChartProApiContext, type ChartProApi } from '@mui/x-charts-pro/context';

function ReportToolbar() {
  const apiRef = useChartProApiContext<ChartProApi<'line'>>();
  return (
    <Toolbar aria-label="Chart tools">
      <Tooltip title="Zoom in">
        <ChartsToolbarZoomInTrigger render={<ToolbarButton size="small" aria-label="Zoom in" />}>
          <ZoomInIcon fontSize="small" />
        </ChartsToolbarZoomInTrigger>
      </Tooltip>
      <Tooltip title="Zoom out">
        <ChartsToolbarZoomOutTrigger render={<ToolbarButton size="small" aria-label="Zoom out" />}>
          <ZoomOutIcon fontSize="small" />
        </ChartsToolbarZoomOutTrigger>
      </Tooltip>
      <Tooltip title="Show the whole year">
        <ToolbarButton
          size="small"
          aria-label="Reset zoom"
          onClick={() => apiRef.current?.setZoomData([{ axisId: 'week', start: 0, end: 100 }])}
        >
          <RestartAltIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      {/* Export triggers render a text button by default. */}
      <ChartsToolbarImageExportTrigger options={{ type: 'image/png', fileName: 'weekly-orders' }}>
        PNG
      </ChartsToolbarImageExportTrigger>
      <ChartsToolbarPrintExportTrigger options={{ fileName: 'weekly-orders' }}>
        Print
      </ChartsToolbarPrintExportTrigger>
    </Toolbar>
  );
}

const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
const orders = weeks.map((_, index) => Math.round(900 + 250 * Math.sin(index / 4) + index * 6));

export default function ProToolbarComposed() {
  return (
    <LineChartPro
      height={340}
      margin={{ top: 24, right: 24 }}
      showToolbar
      slots={{ toolbar: ReportToolbar }}
      xAxis={[{ id: 'week', scaleType: 'point', data: weeks, zoom: true }]}
      yAxis={[{ width: 44 }]}
      series={[{ data: orders, label: 'Orders per week', showMark: false }]}
      initialZoom={[{ axisId: 'week', start: 0, end: 50 }]}
    />
  );
}
