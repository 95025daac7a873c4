import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function TextButtonActions() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <CardContent>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Episode 42 · 38 min
        </Typography>
        <Typography variant="h6" component="p">
          Designing for slow networks
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Two engineers compare notes on skeleton screens, retries and what users forgive when the
          connection drops.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Add to queue</Button>
        {/* Offline downloads are part of a paid plan in this example. */}
        <Button size="small" disabled>
          Download
        </Button>
        <Button size="small" href="#text-buttons">
          Show notes
        </Button>
      </CardActions>
    </Card>
  );
}
