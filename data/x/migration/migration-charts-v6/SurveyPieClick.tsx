import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const answers = [
  { id: 0, value: 46, label: 'Very satisfied' },
  { id: 1, value: 31, label: 'Satisfied' },
  { id: 2, value: 14, label: 'Neutral' },
  { id: 3, value: 9, label: 'Unsatisfied' },
];

export default function SurveyPieClick() {
  const [picked, setPicked] = React.useState<number | null>(null);
  const answer = picked === null ? null : answers[picked];

  return (
    <Stack spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
      <PieChart
        height={260}
        series={[{ data: answers, innerRadius: 50, highlightScope: { highlight: 'item', fade: 'global' } }]}
        // v6: onClick. Renamed onItemClick in v7, like the other charts.
        onItemClick={(_event, item) => setPicked(item.dataIndex)}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {answer ? `${answer.label}: ${answer.value}% of respondents` : 'Click a slice to see its share.'}
      </Typography>
    </Stack>
  );
}
