import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import DeleteIcon from '@mui/icons-material/Delete';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }}>Sunset over the harbour</Typography>
        <IconButton
          aria-label={liked ? 'Remove from favorites' : 'Add to favorites'}
          aria-pressed={liked}
          color={liked ? 'error' : 'default'}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton aria-label="Share photo">
          <ShareIcon />
        </IconButton>
        <IconButton aria-label="More actions" edge="end">
          <MoreVertIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Delete (small)" size="small">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete (medium)">
          <DeleteIcon />
        </IconButton>
        <IconButton aria-label="Delete (large)" size="large">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete (disabled)" disabled>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
