import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', maxWidth: 480 }}>
      <div style={{ flexGrow: 1 }}>
        <Typography>Sunset over the harbour</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Shared by Ines · original file archived
        </Typography>
      </div>
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
      {/* The original was archived, so there is nothing to download. */}
      <IconButton aria-label="Download original" disabled>
        <FileDownloadIcon />
      </IconButton>
      <IconButton aria-label="More actions" edge="end">
        <MoreVertIcon />
      </IconButton>
    </Stack>
  );
}
