import * as React from 'react';
import Timeline, { TimelineProps } from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';

type Position = NonNullable<TimelineProps['position']>;

const positions: Position[] = ['right', 'left', 'alternate', 'alternate-reverse'];
const events = ['Kick-off meeting', 'Design review', 'First prototype', 'User testing'];

export default function TimelinePositions() {
  const [position, setPosition] = React.useState<Position>('right');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={position}
        onChange={(_event, next: Position | null) => next && setPosition(next)}
        aria-label="Position of the content"
        sx={{ flexWrap: 'wrap' }}
      >
        {positions.map((option) => (
          <ToggleButton key={option} value={option}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position} sx={{ width: '100%' }}>
        {events.map((event, index) => (
          <TimelineItem key={event}>
            <TimelineSeparator>
              <TimelineDot color="secondary" variant="outlined" />
              {index < events.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{event}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Stack>
  );
}
