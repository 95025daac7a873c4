import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

function swatch(from: string, to: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/><circle cx="300" cy="110" r="70" fill="#ffffff" opacity="0.25"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// cols and rows tell each tile how many grid cells it covers.
const tiles = [
  { title: 'Terracotta wall', from: '#ff8a65', to: '#bf360c', cols: 2, rows: 2 },
  { title: 'Sea glass', from: '#80cbc4', to: '#00695c', cols: 1, rows: 1 },
  { title: 'Olive linen', from: '#c5e1a5', to: '#558b2f', cols: 1, rows: 1 },
  { title: 'Ink wash', from: '#9fa8da', to: '#283593', cols: 2, rows: 1 },
  { title: 'Saffron', from: '#ffe082', to: '#ff8f00', cols: 1, rows: 2 },
  { title: 'Clay pot', from: '#bcaaa4', to: '#4e342e', cols: 1, rows: 1 },
  { title: 'Dusk', from: '#f48fb1', to: '#4a148c', cols: 2, rows: 1 },
];

export default function QuiltedMoodboard() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={90} gap={6} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {tiles.map((tile) => (
        <ImageListItem key={tile.title} cols={tile.cols} rows={tile.rows}>
          <img src={swatch(tile.from, tile.to)} alt={`${tile.title} colour swatch`} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
