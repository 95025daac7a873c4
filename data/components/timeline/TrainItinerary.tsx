import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';

const stops = [
  { time: '08:12', station: 'Paris Gare de Lyon', note: 'Platform 7' },
  { time: '10:05', station: 'Lyon Part-Dieu', note: '4 min stop' },
  { time: '11:38', station: 'Avignon TGV', note: '2 min stop' },
  { time: '12:41', station: 'Marseille Saint-Charles', note: 'Terminus' },
];

export default function TrainItinerary() {
  return (
    <Timeline>
      {stops.map((stop, index) => (
        <TimelineItem key={stop.station}>
          <TimelineOppositeContent
            sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
          >
            {stop.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot
              color={index === 0 || index === stops.length - 1 ? 'primary' : 'grey'}
              variant={index === 0 || index === stops.length - 1 ? 'filled' : 'outlined'}
            />
            {index < stops.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            {stop.station}
            <br />
            <small>{stop.note}</small>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
