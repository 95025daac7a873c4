import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const shapes = [
  {
    caption: 'Half circle',
    props: { startAngle: -90, endAngle: 90, innerRadius: '70%' },
  },
  {
    caption: 'Open ring',
    props: { startAngle: -120, endAngle: 120, innerRadius: '78%', cornerRadius: '50%' },
  },
  {
    caption: 'Thin full ring',
    props: { innerRadius: '88%', outerRadius: '100%', cornerRadius: '50%' },
  },
] as const;

export default function ArcShapes() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ justifyContent: 'center' }}>
      {shapes.map((shape) => (
        <Stack key={shape.caption} sx={{ alignItems: 'center' }}>
          <Gauge
            width={150}
            height={130}
            value={72}
            title={`${shape.caption}: sprint progress 72%`}
            text={({ value }) => `${value}%`}
            {...shape.props}
          />
          <Typography variant="body2" color="text.secondary">
            {shape.caption}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
