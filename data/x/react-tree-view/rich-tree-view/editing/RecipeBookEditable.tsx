import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipeBook: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'shakshuka', label: 'Shakshuka' },
      { id: 'oat-pancakes', label: 'Oat pancakes' },
    ],
  },
  {
    id: 'weeknight-dinners',
    label: 'Weeknight dinners',
    children: [
      { id: 'dal', label: 'Red lentil dal' },
      { id: 'gnocchi', label: 'Sheet-pan gnocchi' },
      { id: 'pho', label: 'Quick chicken pho' },
    ],
  },
];

// Names the text field for screen readers while an entry is being renamed.
const slotProps = { item: { slotProps: { labelInput: { 'aria-label': 'Recipe name' } } } };

export default function RecipeBookEditable() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Recipe book"
        items={recipeBook}
        isItemEditable
        defaultExpandedItems={['breakfast', 'weeknight-dinners']}
        slotProps={slotProps}
      />
    </Box>
  );
}
