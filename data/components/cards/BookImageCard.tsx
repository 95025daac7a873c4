import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

// An inline SVG keeps the demo offline; in a shop, this is the URL of the cover photo.
const cover = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">
    <rect width="320" height="180" fill="#0d2a4a"/>
    <circle cx="250" cy="48" r="18" fill="#ffe082"/>
    <path d="M0 150 Q80 130 160 150 T320 150 V180 H0 Z" fill="#1565c0"/>
    <rect x="92" y="60" width="22" height="92" fill="#eceff1"/>
    <rect x="92" y="78" width="22" height="10" fill="#c62828"/>
    <path d="M86 60 L103 44 L120 60 Z" fill="#c62828"/>
    <path d="M114 66 L200 40 L200 92 Z" fill="#fff59d" opacity="0.5"/>
  </svg>`,
)}`;

export default function BookImageCard() {
  return (
    <Card sx={{ maxWidth: 340 }}>
      <CardMedia
        component="img"
        height={180}
        image={cover}
        alt="Cover: a red and white lighthouse casting its beam over a night sea"
        loading="lazy"
      />
      <CardContent>
        <Typography variant="h6" component="p">
          The Keeper of Rathlin Light
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Aoife Brennan · Paperback, 312 pages
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          €14.90
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" variant="contained">
          Add to basket
        </Button>
        <Button size="small">Read a sample</Button>
      </CardActions>
    </Card>
  );
}
