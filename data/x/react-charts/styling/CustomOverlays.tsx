import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const Frame = styled('rect')(({ theme }) => ({
  fill: 'none',
  stroke: (theme.vars || theme).palette.divider,
  strokeDasharray: '6 4',
}));

const Message = styled('text')(({ theme }) => ({
  ...theme.typography.body2,
  fill: (theme.vars || theme).palette.text.secondary,
  textAnchor: 'middle',
  dominantBaseline: 'middle',
}));

// An SVG overlay: a dashed frame around the plot area with two lines of text.
// The slot also receives the overlay's other props (`sx`, SVG attributes); only `message` is used here.
function EmptyShelfOverlay({ message }: { message?: string }) {
  const { left, top, width, height } = useDrawingArea();
  return (
    <g>
      <Frame x={left + 4} y={top + 4} width={width - 8} height={height - 8} rx={8} />
      <Message x={left + width / 2} y={top + height / 2 - 10}>
        {message ?? 'No returns recorded this month'}
      </Message>
      <Message x={left + width / 2} y={top + height / 2 + 12} style={{ fontSize: 12 }}>
        Pick another month to compare stores
      </Message>
    </g>
  );
}

const stores = ['Harbour', 'Old town', 'Station', 'Airport'];

export default function CustomOverlays() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {/* Text only: the `localeText` keys replace the default messages. */}
      <BarChart
        height={220}
        margin={{ top: 24 }}
        loading
        localeText={{ loading: 'Counting the registers…' }}
        aria-label="Sales per store, loading"
        xAxis={[{ scaleType: 'band', data: stores }]}
        yAxis={[{ width: 36 }]}
        series={[]}
      />
      {/* A whole component in the `noDataOverlay` slot. */}
      <BarChart
        height={220}
        margin={{ top: 24 }}
        slots={{ noDataOverlay: EmptyShelfOverlay }}
        aria-label="Returns per store, no data"
        xAxis={[{ scaleType: 'band', data: stores }]}
        yAxis={[{ width: 36 }]}
        series={[{ label: 'Returns', data: [] }]}
      />
    </Box>
  );
}
