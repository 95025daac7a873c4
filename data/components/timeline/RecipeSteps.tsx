import Timeline from '@mui/lab/Timeline';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';

const steps = [
  'Soak the chickpeas overnight',
  'Simmer them for 90 minutes',
  'Blend with tahini, lemon and garlic',
  'Finish with olive oil and paprika',
];

export default function RecipeSteps() {
  return (
    <Timeline>
      {steps.map((step, index) => (
        <TimelineItem key={step}>
          <TimelineSeparator>
            <TimelineDot
              variant="outlined"
              color="primary"
              sx={{
                width: 28,
                height: 28,
                p: 0,
                justifyContent: 'center',
                alignItems: 'center',
                typography: 'caption',
                fontWeight: 'bold',
              }}
            >
              {index + 1}
            </TimelineDot>
            {index < steps.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent sx={{ pt: 1.75 }}>{step}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
