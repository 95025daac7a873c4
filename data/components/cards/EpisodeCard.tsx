import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';

export default function EpisodeCard() {
  const [playing, setPlaying] = React.useState(false);
  const [queued, setQueued] = React.useState(false);

  return (
    <Card sx={{ maxWidth: 340 }}>
      {/* The main action: play the episode. Inside a <button>, every part renders a <span>. */}
      <CardActionArea onClick={() => setPlaying(!playing)} aria-pressed={playing}>
        <CardMedia
          component="span"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            height: 120,
            color: '#fff',
            background: 'linear-gradient(135deg, #283593, #00838f)',
          }}
        >
          {playing ? <GraphicEqIcon sx={{ fontSize: 56 }} /> : <PlayCircleIcon sx={{ fontSize: 56 }} />}
        </CardMedia>
        <CardContent component="span" sx={{ display: 'block' }}>
          <Typography variant="overline" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            Episode 42 · 38 min{playing ? ' · Playing' : ''}
          </Typography>
          <Typography variant="h6" component="span" sx={{ display: 'block' }}>
            Shipping on Fridays
          </Typography>
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            Two release managers on feature flags, rollbacks and calm weekends.
          </Typography>
        </CardContent>
      </CardActionArea>
      {/* Secondary actions stay outside the action area. */}
      <CardActions>
        <Button size="small" onClick={() => setQueued(!queued)} aria-pressed={queued}>
          {queued ? 'In your queue' : 'Add to queue'}
        </Button>
        <Button size="small">Show notes</Button>
      </CardActions>
    </Card>
  );
}
