import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const cards = [
  { label: 'elevation (default)', props: {} },
  { label: 'raised', props: { raised: true } },
  { label: 'variant="outlined"', props: { variant: 'outlined' as const } },
];

export default function CardVariants() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', width: '100%' }}>
      {cards.map((card) => (
        <Card key={card.label} {...card.props}>
          <CardContent>
            <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
              {card.label}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Order #4821 · Shipped
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
