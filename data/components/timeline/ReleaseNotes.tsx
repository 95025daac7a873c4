import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import Chip from '@mui/material/Chip';

const releases = [
  { version: 'v3.2.0', summary: 'Dark mode for the dashboard and a new CSV export.' },
  { version: 'v3.1.1', summary: 'Fixes a crash when the session expires mid-upload.' },
  { version: 'v3.1.0', summary: 'Team workspaces, with roles for owners and guests.' },
];

export default function ReleaseNotes() {
  return (
    <Timeline
      sx={{
        // Give the version column a fifth of the row instead of half of it.
        [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2 },
      }}
    >
      {releases.map((release, index) => (
        <TimelineItem key={release.version}>
          <TimelineOppositeContent>
            <Chip label={release.version} size="small" variant="outlined" />
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={index === 0 ? 'success' : 'grey'} />
            {index < releases.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent variant="body2">{release.summary}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
