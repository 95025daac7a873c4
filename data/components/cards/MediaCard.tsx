import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// An inline SVG keeps the demo self-contained; in an app, pass the URL of a photo.
const mountains = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">
    <rect width="400" height="200" fill="#90caf9"/>
    <circle cx="320" cy="50" r="24" fill="#fff59d"/>
    <path d="M0 200 L110 70 L190 160 L260 90 L400 200 Z" fill="#37474f"/>
    <path d="M110 70 L135 100 L90 94 Z M260 90 L280 112 L243 108 Z" fill="#eceff1"/>
  </svg>`,
)}`;

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardMedia
        sx={{ height: 160 }}
        image={mountains}
        aria-label="Illustration of two snow-capped peaks under a pale sun"
      />
      <CardContent>
        <Typography gutterBottom variant="h5" component="h3">
          Dolomites hut-to-hut
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Seven days, 92 km and five mountain huts along the Alta Via 1. Guided departures every
          Saturday from late June.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">See itinerary</Button>
      </CardActions>
    </Card>
  );
}
