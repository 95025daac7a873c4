import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

function pattern(base: string, stripe: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">
<defs><pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
<rect width="24" height="24" fill="${base}"/><rect width="10" height="24" fill="${stripe}"/></pattern></defs>
<rect width="240" height="320" fill="url(#p)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const fabrics = [
  { name: 'Harbour stripe', base: '#e3f2fd', stripe: '#1565c0' },
  { name: 'Mustard twill', base: '#fff8e1', stripe: '#f9a825' },
  { name: 'Forest ticking', base: '#e8f5e9', stripe: '#2e7d32' },
  { name: 'Brick herringbone', base: '#fbe9e7', stripe: '#c62828' },
  { name: 'Slate pinstripe', base: '#eceff1', stripe: '#455a64' },
  { name: 'Plum weave', base: '#f3e5f5', stripe: '#6a1b9a' },
];

export default function WovenPatterns() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{ width: '100%', maxWidth: 480, m: 0, overflowY: 'visible' }}>
      {fabrics.map((fabric) => (
        <ImageListItem key={fabric.name}>
          <img src={pattern(fabric.base, fabric.stripe)} alt={`${fabric.name} fabric sample`} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
