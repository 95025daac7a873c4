import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Learners of an online photography course, autumn cohort.
const steps = [
  { label: 'Enrolled', value: 1320 },
  { label: 'Finished week 1', value: 1010 },
  { label: 'Finished week 4', value: 720 },
  { label: 'Handed in the final project', value: 415 },
  { label: 'Earned the certificate', value: 388 },
];

const enrolled = steps[0].value;

export default function CourseCompletionLabels() {
  return (
    <FunnelChart
      height={340}
      title="Photography course, autumn cohort: 388 of 1,320 learners certified"
      series={[
        {
          data: steps,
          valueFormatter: (item, { dataIndex }) => {
            if (!item) {
              return '';
            }
            const count = item.value.toLocaleString('en-US');
            if (dataIndex === 0) {
              return `${count} learners`;
            }
            return `${count} · ${Math.round((item.value / enrolled) * 100)}%`;
          },
        },
      ]}
    />
  );
}
