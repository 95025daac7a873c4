import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';

const blocks = [
  { name: 'Warm-up jog', minutes: 10 },
  { name: '6 × 400 m intervals', minutes: 18 },
  { name: 'Core circuit', minutes: 12 },
  { name: 'Cool-down and stretching', minutes: 8 },
];

export default function WorkoutPlan() {
  return (
    <Timeline position="left">
      {blocks.map((block, index) => (
        <TimelineItem key={block.name}>
          <TimelineOppositeContent
            variant="body2"
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {block.minutes} min
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" />
            {index < blocks.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{block.name}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
