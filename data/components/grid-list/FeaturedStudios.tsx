import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';

function room(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/><rect x="60" y="220" width="280" height="110" rx="12" fill="#000000" opacity="0.25"/>
<circle cx="300" cy="120" r="40" fill="#ffffff" opacity="0.35"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// Featured studios cover several cells and show their rate; the spans fill whole rows.
const studios = [
  { id: 'a', name: 'Studio A', rate: 'Live room · €60 / hour', from: '#4a148c', to: '#f06292', cols: 2, rows: 2 },
  { id: 'b', name: 'Vocal booth', from: '#004d40', to: '#4db6ac' },
  { id: 'c', name: 'Mix suite', from: '#0d47a1', to: '#64b5f6' },
  { id: 'd', name: 'Rehearsal', from: '#bf360c', to: '#ffb74d' },
  { id: 'e', name: 'Podcasts', from: '#263238', to: '#90a4ae' },
  { id: 'f', name: 'Studio B', rate: 'Drum room · €50 / hour', from: '#1b5e20', to: '#aed581', cols: 2 },
  { id: 'g', name: 'Lounge', from: '#3e2723', to: '#bcaaa4' },
  { id: 'h', name: 'Tape room', from: '#880e4f', to: '#ff8a80' },
];

export default function FeaturedStudios() {
  const [saved, setSaved] = React.useState<string[]>([]);
  const toggle = (id: string) =>
    setSaved((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  return (
    <ImageList variant="quilted" cols={4} rowHeight={100} gap={2} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {studios.map((studio) => {
        const isSaved = saved.includes(studio.id);
        return (
          <ImageListItem key={studio.id} cols={studio.cols ?? 1} rows={studio.rows ?? 1}>
            <img src={room(studio.from, studio.to)} alt={`${studio.name} (illustration)`} loading="lazy" />
            <ImageListItemBar
              position="top"
              actionPosition="left"
              title={studio.name}
              subtitle={studio.rate}
              sx={{
                background: 'linear-gradient(to bottom, rgba(0,0,0,0.8) 0%, rgba(0,0,0,0.45) 75%, rgba(0,0,0,0) 100%)',
              }}
              actionIcon={
                <IconButton
                  size="small"
                  aria-label={`Bookmark ${studio.name}`}
                  aria-pressed={isSaved}
                  onClick={() => toggle(studio.id)}
                  sx={{ color: 'common.white' }}
                >
                  {isSaved ? <BookmarkIcon fontSize="small" /> : <BookmarkBorderIcon fontSize="small" />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
