import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Local illustrations: an SVG gradient landscape encoded as a data URL (no network request).
function landscape(sky: string, ground: string, width = 300, height = 200) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff3e0"/></linearGradient></defs>
<rect width="300" height="200" fill="url(#g)"/><circle cx="220" cy="70" r="26" fill="#fffde7" opacity="0.9"/>
<path d="M0 150 L70 95 L130 140 L200 80 L300 150 V200 H0Z" fill="${ground}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const photos = [
  { title: 'Dunes at dawn', sky: '#ffb74d', ground: '#8d6e63' },
  { title: 'Alpine lake', sky: '#4fc3f7', ground: '#2e7d32' },
  { title: 'Lavender field', sky: '#ce93d8', ground: '#5e35b1' },
  { title: 'Autumn forest', sky: '#ffcc80', ground: '#bf360c' },
  { title: 'Glacier valley', sky: '#80deea', ground: '#37474f' },
  { title: 'Desert mesa', sky: '#ffab91', ground: '#6d4c41' },
];

export default function StandardGallery() {
  return (
    <ImageList cols={3} rowHeight={120} gap={8} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {photos.map((photo) => (
        <ImageListItem key={photo.title}>
          <img src={landscape(photo.sky, photo.ground)} alt={`${photo.title} (illustration)`} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
