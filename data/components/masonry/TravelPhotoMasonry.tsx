import Masonry from '@mui/lab/Masonry';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Small generated landscapes stand in for photos: sky, sun and two ranges of hills.
function landscape(palette: string) {
  const [sky, horizon, sun, far, near] = palette.split(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient></defs>
<rect width="300" height="200" fill="url(#s)"/><circle cx="210" cy="80" r="26" fill="${sun}"/>
<path d="M0 130 L70 85 L130 120 L200 70 L300 115 V200 H0Z" fill="${far}"/>
<path d="M0 160 Q80 120 160 150 T300 140 V200 H0Z" fill="${near}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const photos = [
  { place: 'Dolomites, Italy', height: 120, palette: '#8ec5ff #e0f0ff #fff6c2 #7a8ba3 #4a6b4f' },
  { place: 'Merzouga dunes', height: 180, palette: '#f7b267 #fbe3b5 #fff1d0 #d9934a #b8692e' },
  { place: 'Lofoten harbour', height: 100, palette: '#4f6d9a #b7c7e0 #f2f2f2 #3a4e6b #22364f' },
  { place: 'Tuscan hills', height: 150, palette: '#ffd29d #ffefd6 #fff7e0 #b5a76b #6e8a3f' },
  { place: 'Isle of Skye', height: 110, palette: '#9fb3c8 #dfe7ee #ffffff #6b7f6a #3f5a3c' },
  { place: 'Atacama night', height: 190, palette: '#1b2140 #4b3f72 #f5e6a8 #2c2a4a #16152b' },
  { place: 'Lake Bled', height: 130, palette: '#a3d5ff #eaf6ff #fffbe0 #5d8a72 #2f5d50' },
  { place: 'Cappadocia', height: 100, palette: '#ff9e80 #ffe0cc #fff4e6 #c98b6b #8f5b45' },
  { place: 'Patagonia', height: 160, palette: '#7fb7e6 #d6ecfa #ffffff #8a9aa8 #55684d' },
];

export default function TravelPhotoMasonry() {
  return (
    <Masonry columns={3} spacing={1} defaultColumns={3} defaultSpacing={1} defaultHeight={570}>
      {photos.map((photo) => (
        <Box key={photo.place}>
          <Box
            component="img"
            // Give images a size: Masonry waits until every image has a height before placing items.
            src={landscape(photo.palette)}
            alt={`Illustrated landscape of ${photo.place}`}
            width={300}
            height={photo.height}
            loading="lazy"
            sx={{
              display: 'block',
              width: '100%',
              height: photo.height,
              objectFit: 'cover',
              borderRadius: 1,
            }}
          />
          <Typography
            variant="caption"
            component="p"
            noWrap
            sx={{ height: 28, lineHeight: '28px', color: 'text.secondary' }}
          >
            {photo.place}
          </Typography>
        </Box>
      ))}
    </Masonry>
  );
}
