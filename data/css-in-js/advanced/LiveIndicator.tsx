import { keyframes, styled } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// jss-plugin-global/keyframes → Emotion's keyframes helper.
const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  100% { transform: scale(2.4); opacity: 0; }
`;

const Indicator = styled('span', {
  shouldForwardProp: (prop) => prop !== 'status',
})<{ status: 'live' | 'paused' }>(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  // jss-plugin-nested → nesting with & works out of the box.
  '& .dot, & .dot::after': {
    width: 10,
    height: 10,
    borderRadius: '50%',
    backgroundColor: (theme.vars ?? theme).palette.text.disabled,
  },
  '& .dot': { position: 'relative' },
  '& .dot::after': { content: '""', position: 'absolute', inset: 0 },
  // jss-plugin-rule-value-function → variants (or a style function) based on props.
  variants: [
    {
      props: { status: 'live' },
      style: {
        '& .dot, & .dot::after': { backgroundColor: (theme.vars ?? theme).palette.error.main },
        '& .dot::after': { animation: `${pulse} 1.4s ease-out infinite` },
      },
    },
  ],
  // Media queries nest too; vendor prefixes are added automatically.
  '@media (prefers-reduced-motion: reduce)': { '& .dot::after': { animation: 'none' } },
}));

export default function LiveIndicator() {
  return (
    <Stack direction="row" spacing={4}>
      <Indicator status="live">
        <span className="dot" />
        <Typography variant="body2" component="span">Live: 1,204 viewers</Typography>
      </Indicator>
      <Indicator status="paused">
        <span className="dot" />
        <Typography variant="body2" component="span">Stream paused</Typography>
      </Indicator>
    </Stack>
  );
}
