import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

export default function ExpandableCard() {
  const [expanded, setExpanded] = React.useState(false);
  const [liked, setLiked] = React.useState(false);
  const detailsId = React.useId();

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={<Avatar sx={{ bgcolor: 'secondary.main' }}>MB</Avatar>}
        action={
          <IconButton aria-label="Recipe options">
            <MoreVertIcon />
          </IconButton>
        }
        title="Miso-glazed aubergine"
        subheader="Marta Bianchi · 35 min"
        slotProps={{ title: { component: 'h3' } }}
      />
      {/* A CSS gradient stands in for the photo. */}
      <CardMedia
        sx={{ height: 150, background: 'linear-gradient(135deg, #6a1b9a 0%, #ad1457 55%, #ff8f00 100%)' }}
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Sweet, salty and sticky: a weeknight dinner that tastes like it took all afternoon.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Add to favourites" aria-pressed={liked} onClick={() => setLiked(!liked)}>
          <FavoriteIcon color={liked ? 'error' : 'inherit'} />
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton
          aria-label={expanded ? 'Hide method' : 'Show method'}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded(!expanded)}
          sx={{ ml: 'auto', transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 200ms' }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      {/* Kept mounted, so the button's aria-controls always points at it. */}
      <Collapse in={expanded} timeout="auto" id={detailsId}>
        <CardContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Halve two aubergines, score the flesh and roast at 200 °C for 20 minutes.
          </Typography>
          <Typography variant="body2">
            Brush with white miso, mirin and a little sugar, then grill for 5 minutes until glossy.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
