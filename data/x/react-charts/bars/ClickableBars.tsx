import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const categories = ['Shoes', 'Bags', 'Hats', 'Belts', 'Socks'];
const series = [
  { id: 'returned', label: 'Returned', data: [48, 22, 9, 6, 14] },
  { id: 'exchanged', label: 'Exchanged', data: [61, 12, 15, 4, 5] },
];

export default function ClickableBars() {
  const [message, setMessage] = React.useState('Click a bar or a category.');

  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        margin={{ top: 24 }}
        xAxis={[{ scaleType: 'band', data: categories }]}
        series={series}
        onItemClick={(event, item) => {
          const clicked = series.find((entry) => entry.id === item.seriesId);
          if (clicked) {
            setMessage(
              `Bar: ${clicked.data[item.dataIndex]} ${categories[item.dataIndex].toLowerCase()} ${clicked.label.toLowerCase()}.`,
            );
          }
        }}
        onAxisClick={(event, data) => {
          if (data) {
            const total = Object.values(data.seriesValues).reduce<number>((sum, value) => sum + (value ?? 0), 0);
            setMessage(`Category: ${data.axisValue}, ${total} items in total.`);
          }
        }}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Stack>
  );
}
