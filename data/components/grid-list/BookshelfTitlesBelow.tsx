import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

// A book cover drawn as SVG: a coloured spine band and a title block.
function cover(paper: string, ink: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="280" viewBox="0 0 200 280">
<rect width="200" height="280" fill="${paper}"/><rect width="18" height="280" fill="${ink}" opacity="0.8"/>
<rect x="40" y="60" width="130" height="14" rx="3" fill="${ink}"/><rect x="40" y="84" width="90" height="10" rx="3" fill="${ink}" opacity="0.6"/>
<circle cx="105" cy="190" r="42" fill="none" stroke="${ink}" stroke-width="6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const books = [
  { title: 'The Salt Roads', author: 'Mira Okafor', paper: '#fff3e0', ink: '#e65100' },
  { title: 'Quiet Engines', author: 'Jonas Berg', paper: '#e3f2fd', ink: '#1565c0' },
  { title: 'A Field of Hours', author: 'Ana Lucía Reyes', paper: '#e8f5e9', ink: '#2e7d32' },
  { title: 'Northern Lights', author: 'Sami Lindqvist', paper: '#ede7f6', ink: '#4527a0' },
  { title: 'Paper Harbours', author: 'Chloé Marchand', paper: '#fce4ec', ink: '#ad1457' },
  { title: 'Iron & Ivy', author: 'Tariq Hassan', paper: '#eceff1', ink: '#37474f' },
];

export default function BookshelfTitlesBelow() {
  return (
    <ImageList cols={3} gap={16} sx={{ width: '100%', maxWidth: 480, m: 0 }}>
      {books.map((book) => (
        <ImageListItem key={book.title}>
          <img src={cover(book.paper, book.ink)} alt={`Cover of ${book.title}`} loading="lazy" />
          <ImageListItemBar
            position="below"
            title={book.title}
            subtitle={book.author}
            sx={{ '& .MuiImageListItemBar-subtitle': { color: 'text.secondary' } }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
