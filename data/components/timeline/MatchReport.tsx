import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent, { timelineContentClasses } from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';

const events = [
  { minute: "12'", text: 'Goal: Okafor heads in a corner', goal: true },
  { minute: "34'", text: 'Yellow card for Brandt', goal: false },
  { minute: "58'", text: 'Substitution: Reyes on for Laine', goal: false },
  { minute: "81'", text: 'Goal: Moreau from the penalty spot', goal: true },
];

export default function MatchReport() {
  return (
    <Timeline
      sx={{
        // The minute column on the right takes a fifth of the row, so the
        // line sits near the right edge and the events get the wide side.
        [`& .${timelineContentClasses.root}`]: { flex: 0.2 },
      }}
    >
      {events.map((event, index) => (
        <TimelineItem key={event.minute}>
          <TimelineOppositeContent variant="body2">{event.text}</TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color={event.goal ? 'success' : 'grey'} />
            {index < events.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent
            variant="body2"
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {event.minute}
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
