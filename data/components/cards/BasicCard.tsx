import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="p">
          Monthly usage
        </Typography>
        <Typography variant="h4" component="p">
          18.4 GB
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          of your 25 GB storage. At this rate you will reach the limit in about three weeks.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">View breakdown</Button>
        <Button size="small">Upgrade</Button>
      </CardActions>
    </Card>
  );
}
