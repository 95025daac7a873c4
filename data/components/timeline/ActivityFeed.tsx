import Timeline from '@mui/lab/Timeline';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import Typography from '@mui/material/Typography';

const activity = [
  { who: 'Amara', what: 'opened the issue “Export fails on large files”' },
  { who: 'Jonas', what: 'added the label bug' },
  { who: 'Amara', what: 'linked a pull request' },
  { who: 'Li Wei', what: 'closed the issue as completed' },
];

export default function ActivityFeed() {
  return (
    <Timeline
      sx={{
        // Items without opposite content get an empty ::before that takes half
        // the row; collapse it so the dots line up on the left edge.
        [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 },
      }}
    >
      {activity.map((entry, index) => (
        <TimelineItem key={index}>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="primary" />
            {index < activity.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography variant="body2">
              <strong>{entry.who}</strong> {entry.what}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
