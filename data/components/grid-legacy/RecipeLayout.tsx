import Grid from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const blocks = [
  { span: 8, title: 'Method', text: 'Whisk the eggs, fold in the flour, bake for 25 minutes.' },
  { span: 4, title: 'Ingredients', text: '3 eggs, 200 g flour, 120 g sugar' },
  { span: 4, title: 'Time', text: '40 min' },
  { span: 8, title: 'Notes', text: 'Swap the sugar for honey and bake 5 minutes less.' },
];

export default function RecipeLayout() {
  return (
    <Grid container spacing={2}>
      {blocks.map((block) => (
        // xs applies from the smallest screen upwards: the layout is the same everywhere.
        <Grid item xs={block.span} key={block.title}>
          <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
            <Typography variant="subtitle2" component="p">
              {block.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {block.text}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
