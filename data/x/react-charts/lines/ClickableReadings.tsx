import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const series = [
  { id: 'web', label: 'Web', data: [820, 870, 910, 880, 960, 1010, 990, 1080] },
  { id: 'ios', label: 'iOS', data: [410, 430, 470, 520, 540, 590, 640, 660] },
  { id: 'android', label: 'Android', data: [380, 400, 420, 460, 450, 500, 530, 570] },
];

export default function ClickableReadings() {
  const [message, setMessage] = React.useState('Click a point, a line or anywhere in the plot.');
  const describe = (seriesId: string | number, dataIndex?: number) => {
    const entry = series.find((item) => item.id === seriesId);
    if (!entry) {
      return '';
    }
    return dataIndex === undefined
      ? `${entry.label} line`
      : `${entry.label} in ${weeks[dataIndex]}: ${entry.data[dataIndex]} active users`;
  };

  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        margin={{ top: 24, right: 24 }}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        series={series}
        onMarkClick={(event, item) => setMessage(`Point: ${describe(item.seriesId, item.dataIndex)}`)}
        onLineClick={(event, item) => setMessage(`Line: ${describe(item.seriesId)}`)}
        onAxisClick={(event, data) => data && setMessage(`Axis: ${data.axisValue} selected`)}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
