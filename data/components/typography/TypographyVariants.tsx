import Box from '@mui/material/Box';
import Typography, { TypographyProps } from '@mui/material/Typography';

type Variant = NonNullable<TypographyProps['variant']>;

const samples: { variant: Variant; text: string }[] = [
  { variant: 'h1', text: 'Orbit' },
  { variant: 'h2', text: 'Orbit planner' },
  { variant: 'h3', text: 'Plan your next launch' },
  { variant: 'h4', text: 'Mission overview' },
  { variant: 'h5', text: 'Crew and payload' },
  { variant: 'h6', text: 'Fuel budget' },
  { variant: 'subtitle1', text: 'Three stages, two burns, one landing.' },
  { variant: 'subtitle2', text: 'Updated by the flight dynamics team' },
  { variant: 'body1', text: 'The second burn raises the apogee to the transfer orbit.' },
  { variant: 'body2', text: 'Telemetry is sampled every 200 milliseconds during ascent.' },
  { variant: 'button', text: 'Confirm launch window' },
  { variant: 'caption', text: 'Figures rounded to the nearest kilogram' },
  { variant: 'overline', text: 'Mission 7' },
];

export default function TypographyVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 3, rowGap: 1.5, alignItems: 'baseline' }}>
      {samples.map(({ variant, text }) => (
        <Box key={variant} sx={{ display: 'contents' }}>
          <Typography variant="caption" component="code" sx={{ color: 'text.secondary' }}>
            {variant}
          </Typography>
          {/* component="div" keeps these samples out of the page's heading outline. */}
          <Typography variant={variant} component="div" noWrap>
            {text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
