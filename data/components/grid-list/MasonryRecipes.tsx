import Box from '@mui/material/Box';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

// Images of different heights: masonry keeps their proportions and packs them into columns.
function plate(color: string, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="${height}" viewBox="0 0 300 ${height}">
<defs><radialGradient id="g"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${color}"/></radialGradient></defs>
<rect width="300" height="${height}" fill="${color}"/><circle cx="150" cy="${height / 2}" r="${Math.min(110, height / 2 - 20)}" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const recipes = [
  { title: 'Tomato soup', color: '#e57373', height: 380 },
  { title: 'Green curry', color: '#81c784', height: 260 },
  { title: 'Lemon tart', color: '#fff176', height: 300 },
  { title: 'Blueberry pancakes', color: '#7986cb', height: 420 },
  { title: 'Pumpkin risotto', color: '#ffb74d', height: 240 },
  { title: 'Beetroot salad', color: '#ba68c8', height: 340 },
];

export default function MasonryRecipes() {
  return (
    // A scrolling box is a focusable, named region, so keyboard users can scroll it too.
    <Box
      role="region"
      aria-label="Recipes"
      tabIndex={0}
      sx={{ width: '100%', maxWidth: 480, height: 420, overflowY: 'auto' }}
    >
      <ImageList variant="masonry" cols={3} gap={8} sx={{ m: 0 }}>
        {recipes.map((recipe) => (
          <ImageListItem key={recipe.title}>
            <img src={plate(recipe.color, recipe.height)} alt={`${recipe.title} (illustration)`} loading="lazy" />
            <ImageListItemBar position="below" title={recipe.title} />
          </ImageListItem>
        ))}
      </ImageList>
    </Box>
  );
}
