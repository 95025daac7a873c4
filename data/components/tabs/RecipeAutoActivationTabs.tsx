import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const recipe = [
  { value: 'ingredients', label: 'Ingredients', text: '200 g rice, 1 onion, 750 ml stock, 40 g parmesan.' },
  { value: 'method', label: 'Method', text: 'Soften the onion, toast the rice, add the stock a ladle at a time.' },
  { value: 'nutrition', label: 'Nutrition', text: '480 kcal per serving, 14 g protein.' },
];

export default function RecipeAutoActivationTabs() {
  const [tab, setTab] = React.useState('ingredients');
  const id = React.useId();
  const current = recipe.find((item) => item.value === tab) ?? recipe[0];

  return (
    <Box sx={{ width: '100%' }}>
      {/* Arrow keys select a tab as soon as it receives focus. */}
      <Tabs
        value={tab}
        onChange={(event, newValue: string) => setTab(newValue)}
        selectionFollowsFocus
        aria-label="Mushroom risotto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {recipe.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`${id}-${item.value}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ p: 2 }}>
        <Typography>{current.text}</Typography>
      </Box>
    </Box>
  );
}
