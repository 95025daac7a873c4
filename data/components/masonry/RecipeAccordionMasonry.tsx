import Masonry from '@mui/lab/Masonry';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const recipes = [
  {
    name: 'Shakshuka',
    cover: 80,
    ingredients: ['6 eggs', '2 peppers', '1 tin of tomatoes', 'Cumin, paprika'],
  },
  {
    name: 'Miso ramen',
    cover: 120,
    ingredients: ['Ramen noodles', 'White miso', 'Soft-boiled eggs'],
  },
  {
    name: 'Dal tadka',
    cover: 100,
    ingredients: ['Yellow lentils', 'Ghee', 'Garlic, cumin seeds', 'Chilli', 'Coriander'],
  },
  { name: 'Ratatouille', cover: 140, ingredients: ['Aubergine', 'Courgette', 'Tomatoes', 'Thyme'] },
  { name: 'Banana bread', cover: 90, ingredients: ['3 ripe bananas', 'Flour', 'Brown sugar'] },
  {
    name: 'Pho bo',
    cover: 110,
    ingredients: ['Beef bones', 'Rice noodles', 'Star anise', 'Thai basil', 'Lime'],
  },
];

export default function RecipeAccordionMasonry() {
  return (
    <Masonry columns={3} spacing={2} defaultColumns={3} defaultSpacing={2} defaultHeight={370}>
      {recipes.map((recipe) => (
        <Paper key={recipe.name} variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box
            sx={{
              height: recipe.cover,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'action.hover',
              color: 'text.secondary',
            }}
          >
            <RestaurantIcon />
          </Box>
          {/* Opening an accordion makes the card taller; Masonry moves the cards after it. */}
          <Accordion disableGutters elevation={0} square slots={{ heading: 'div' }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {recipe.name}
              </Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              {recipe.ingredients.map((ingredient) => (
                <Typography key={ingredient} variant="body2" sx={{ color: 'text.secondary' }}>
                  {ingredient}
                </Typography>
              ))}
            </AccordionDetails>
          </Accordion>
        </Paper>
      ))}
    </Masonry>
  );
}
