import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import Typography from '@mui/material/Typography';

const milestones = [
  { quarter: 'Q1', title: 'Private beta', detail: 'Twenty teams try the new editor.' },
  { quarter: 'Q2', title: 'Public launch', detail: 'Sign-ups open to everyone.' },
  { quarter: 'Q3', title: 'Mobile apps', detail: 'Offline drafts on iOS and Android.' },
  { quarter: 'Q4', title: 'Enterprise plan', detail: 'Single sign-on and audit logs.' },
];

export default function ProductRoadmap() {
  return (
    <Timeline position="alternate">
      {milestones.map((milestone, index) => (
        <TimelineItem key={milestone.quarter}>
          <TimelineSeparator>
            <TimelineDot color={index < 2 ? 'primary' : 'grey'} />
            {index < milestones.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography component="p" variant="subtitle2">
              {milestone.quarter} · {milestone.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {milestone.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
