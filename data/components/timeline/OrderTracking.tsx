import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const steps = [
  'Order placed',
  'Payment confirmed',
  'Packed at the Lyon warehouse',
  'Handed to the carrier',
];

export default function OrderTracking() {
  return (
    <Timeline>
      {steps.map((step, index) => (
        <TimelineItem key={step}>
          <TimelineSeparator>
            <TimelineDot />
            {index < steps.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{step}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
