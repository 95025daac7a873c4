import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Each shot has its own aspect ratio; masonry shows it uncropped.
function shot(top: string, bottom: string, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="${height}" viewBox="0 0 300 ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="300" height="${height}" fill="url(#g)"/><circle cx="90" cy="${height * 0.3}" r="28" fill="#ffffff" opacity="0.5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const shots = [
  { title: 'Lighthouse at noon', top: '#81d4fa', bottom: '#0277bd', height: 420 },
  { title: 'Market stall', top: '#ffcc80', bottom: '#ef6c00', height: 220 },
  { title: 'Fern study', top: '#c5e1a5', bottom: '#33691e', height: 340 },
  { title: 'Night tram', top: '#9fa8da', bottom: '#1a237e', height: 260 },
  { title: 'Rooftops in the rain', top: '#b0bec5', bottom: '#37474f', height: 380 },
  { title: 'Peach orchard', top: '#f8bbd0', bottom: '#c2185b', height: 200 },
  { title: 'Salt flats', top: '#e0f7fa', bottom: '#80cbc4', height: 300 },
  { title: 'Old bookshop', top: '#d7ccc8', bottom: '#5d4037', height: 240 },
];

export default function PortfolioMasonry() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {shots.map((item) => (
        <ImageListItem key={item.title}>
          <img
            src={shot(item.top, item.bottom, item.height)}
            alt={`${item.title} (illustration)`}
            width={300}
            height={item.height}
            loading="lazy"
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
