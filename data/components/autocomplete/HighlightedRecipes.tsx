import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import match from 'autosuggest-highlight/match';
import parse from 'autosuggest-highlight/parse';

const recipes = [
  'Baked feta pasta',
  'Black bean tacos',
  'Chicken tikka masala',
  'Coconut lentil soup',
  'Lemon garlic salmon',
  'Mushroom risotto',
  'Pad see ew',
  'Roasted tomato soup',
  'Shakshuka',
  'Spinach and ricotta cannelloni',
];

export default function HighlightedRecipes() {
  return (
    <Autocomplete
      sx={{ width: 320 }}
      options={recipes}
      renderOption={(props, recipe, { inputValue }) => {
        const { key, ...optionProps } = props;
        // match() finds the ranges to stress (here inside words too); parse() cuts the label at them.
        const parts = parse(recipe, match(recipe, inputValue, { insideWords: true }));
        return (
          <li key={key} {...optionProps}>
            <div>
              {parts.map((part, index) => (
                <Box
                  key={index}
                  component="span"
                  sx={{ fontWeight: part.highlight ? 'fontWeightBold' : 'fontWeightRegular' }}
                >
                  {part.text}
                </Box>
              ))}
            </div>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Find a recipe" />}
    />
  );
}
