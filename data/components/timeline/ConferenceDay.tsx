import type { ReactNode } from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import Typography from '@mui/material/Typography';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import CodeIcon from '@mui/icons-material/Code';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';

const sessions: Array<{
  time: string;
  title: string;
  detail: string;
  icon: ReactNode;
  color: TimelineDotProps['color'];
}> = [
  { time: '08:30', title: 'Welcome coffee', detail: 'Hall A', icon: <LocalCafeIcon />, color: 'grey' },
  { time: '09:30', title: 'Keynote', detail: 'The state of React', icon: <RocketLaunchIcon />, color: 'primary' },
  { time: '11:00', title: 'Workshop', detail: 'Theming in practice', icon: <CodeIcon />, color: 'secondary' },
  { time: '12:30', title: 'Lunch', detail: 'Rooftop terrace', icon: <RestaurantIcon />, color: 'success' },
];

export default function ConferenceDay() {
  return (
    <Timeline position="alternate">
      {sessions.map((session, index) => (
        <TimelineItem key={session.time}>
          <TimelineOppositeContent
            variant="body2"
            sx={{ m: 'auto 0', color: 'text.secondary' }}
          >
            {session.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector sx={{ visibility: index === 0 ? 'hidden' : 'visible' }} />
            <TimelineDot color={session.color}>{session.icon}</TimelineDot>
            <TimelineConnector
              sx={{ visibility: index === sessions.length - 1 ? 'hidden' : 'visible' }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5, px: 2 }}>
            <Typography component="p" variant="h6">
              {session.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {session.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
