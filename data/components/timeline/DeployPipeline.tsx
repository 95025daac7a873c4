import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';

type Stage = {
  name: string;
  status: string;
  color: TimelineDotProps['color'];
  variant: TimelineDotProps['variant'];
};

const stages: Stage[] = [
  { name: 'Install dependencies', status: 'Passed', color: 'success', variant: 'filled' },
  { name: 'Unit tests', status: 'Passed with warnings', color: 'warning', variant: 'filled' },
  { name: 'End-to-end tests', status: 'Failed', color: 'error', variant: 'filled' },
  { name: 'Deploy to staging', status: 'Running', color: 'info', variant: 'outlined' },
  { name: 'Deploy to production', status: 'Waiting', color: 'grey', variant: 'outlined' },
];

export default function DeployPipeline() {
  return (
    <Timeline>
      {stages.map((stage, index) => (
        <TimelineItem key={stage.name}>
          <TimelineOppositeContent variant="body2" sx={{ color: 'text.secondary' }}>
            {stage.status}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={stage.color} variant={stage.variant} />
            {index < stages.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{stage.name}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
