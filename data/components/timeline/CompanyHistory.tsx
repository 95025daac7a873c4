import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import Typography from '@mui/material/Typography';

const chapters = [
  { year: 2016, text: 'Two baristas open a roastery in a Porto garage.' },
  { year: 2018, text: 'The first café opens on Rua das Flores.' },
  { year: 2021, text: 'Subscriptions ship beans to 14 countries.' },
  { year: 2024, text: 'The roastery moves to solar power.' },
];

export default function CompanyHistory() {
  return (
    <Timeline position="alternate-reverse">
      {chapters.map((chapter, index) => (
        <TimelineItem key={chapter.year}>
          <TimelineSeparator>
            <TimelineDot color="secondary" />
            {index < chapters.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography component="p" variant="subtitle2">
              {chapter.year}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {chapter.text}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
