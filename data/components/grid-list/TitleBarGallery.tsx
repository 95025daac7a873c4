import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

function poster(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="260" viewBox="0 0 400 260">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="260" fill="url(#g)"/><rect x="40" y="40" width="120" height="120" rx="60" fill="#ffffff" opacity="0.3"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const listings = [
  { id: 'loft', title: 'Canal-side loft', host: 'Hosted by Ines', from: '#4db6ac', to: '#00695c' },
  { id: 'cabin', title: 'Pine cabin', host: 'Hosted by Tomás', from: '#aed581', to: '#33691e' },
  { id: 'riad', title: 'Courtyard riad', host: 'Hosted by Leila', from: '#ffb74d', to: '#e65100' },
  { id: 'flat', title: 'Studio near the port', host: 'Hosted by Sven', from: '#90caf9', to: '#1565c0' },
];

export default function TitleBarGallery() {
  const [saved, setSaved] = React.useState<string[]>(['cabin']);
  const toggle = (id: string) =>
    setSaved((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <ImageList cols={2} rowHeight={160} gap={8} sx={{ width: '100%', maxWidth: 520, m: 0 }}>
      {listings.map((listing) => {
        const isSaved = saved.includes(listing.id);
        return (
          <ImageListItem key={listing.id}>
            <img src={poster(listing.from, listing.to)} alt={`${listing.title} (illustration)`} loading="lazy" />
            <ImageListItemBar
              title={listing.title}
              subtitle={listing.host}
              actionIcon={
                <IconButton
                  aria-label={`Save ${listing.title}`}
                  aria-pressed={isSaved}
                  onClick={() => toggle(listing.id)}
                  sx={{ color: 'common.white' }}
                >
                  {isSaved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
