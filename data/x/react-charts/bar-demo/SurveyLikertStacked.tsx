import { BarChart } from '@mui/x-charts/BarChart';

// Answers to "How satisfied are you with…", 240 respondents per question.
const survey = [
  { topic: 'Pay', veryLow: 18, low: 46, neutral: 71, high: 79, veryHigh: 26 },
  { topic: 'Team', veryLow: 6, low: 14, neutral: 38, high: 112, veryHigh: 70 },
  { topic: 'Tools', veryLow: 12, low: 31, neutral: 64, high: 96, veryHigh: 37 },
  { topic: 'Growth', veryLow: 27, low: 58, neutral: 69, high: 61, veryHigh: 25 },
  { topic: 'Remote', veryLow: 4, low: 9, neutral: 29, high: 88, veryHigh: 110 },
];

const answers = [
  { dataKey: 'veryLow', label: 'Very low', color: '#c62828' },
  { dataKey: 'low', label: 'Low', color: '#ef6c00' },
  { dataKey: 'neutral', label: 'Neutral', color: '#9e9e9e' },
  { dataKey: 'high', label: 'High', color: '#42a5f5' },
  { dataKey: 'veryHigh', label: 'Very high', color: '#1565c0' },
];

export default function SurveyLikertStacked() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      margin={{ top: 24, right: 24 }}
      dataset={survey}
      yAxis={[{ scaleType: 'band', dataKey: 'topic', width: 64 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
      series={answers.map((answer) => ({
        ...answer,
        stack: 'answers',
        stackOffset: 'expand' as const,
        valueFormatter: (value: number | null) => `${value} people`,
      }))}
    />
  );
}
