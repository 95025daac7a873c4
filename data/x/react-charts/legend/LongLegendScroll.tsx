import { PieChart } from '@mui/x-charts/PieChart';

// Enrolments per subject in a continuing-education course catalogue.
const subjects = [
  'Accounting', 'Architecture', 'Biology', 'Chemistry', 'Data science', 'Design',
  'Economics', 'History', 'Languages', 'Law', 'Marketing', 'Mathematics',
  'Nursing', 'Philosophy', 'Photography', 'Physics',
];
const enrolments = subjects.map((label, index) => ({
  id: label,
  label,
  // A fixed, uneven spread of values (no randomness: the first render must be stable).
  value: 40 + ((index * 37) % 90),
}));

export default function LongLegendScroll() {
  return (
    <PieChart
      height={240}
      margin={{ top: 24, bottom: 24 }}
      series={[{ data: enrolments, innerRadius: 45, paddingAngle: 1 }]}
      slotProps={{
        legend: {
          // Focusable, so keyboard users can scroll the list with the arrow keys.
          tabIndex: 0,
          sx: {
            maxHeight: 220,
            overflowY: 'auto',
            flexWrap: 'nowrap',
            pr: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          },
        },
      }}
    />
  );
}
