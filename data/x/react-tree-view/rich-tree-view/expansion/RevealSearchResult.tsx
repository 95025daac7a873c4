import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'baking',
    label: 'Baking',
    children: [
      { id: 'bread', label: 'Bread', children: [{ id: 'sourdough', label: 'Sourdough loaf' }] },
      { id: 'cakes', label: 'Cakes', children: [{ id: 'carrot-cake', label: 'Carrot cake' }] },
    ],
  },
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'miso', label: 'Miso soup' },
      { id: 'minestrone', label: 'Minestrone' },
    ],
  },
];

type Option = { id: string; label: string };
const leaves = (items: TreeViewBaseItem[]): Option[] =>
  items.flatMap((item) => (item.children?.length ? leaves(item.children) : [{ id: item.id, label: item.label }]));
const options = leaves(recipes);

export default function RevealSearchResult() {
  const apiRef = useTreeViewApiRef();

  const reveal = (event: React.SyntheticEvent, option: Option | null) => {
    const api = apiRef.current;
    if (!option || !api) {
      return;
    }
    // Open every ancestor, outermost first, then select the recipe.
    const ancestors: string[] = [];
    for (let id = api.getParentId(option.id); id; id = api.getParentId(id)) {
      ancestors.unshift(id);
    }
    ancestors.forEach((itemId) => api.setItemExpansion({ itemId, shouldBeExpanded: true, event }));
    api.setItemSelection({ itemId: option.id, shouldBeSelected: true, event });
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Autocomplete
        options={options}
        onChange={reveal}
        size="small"
        renderInput={(params) => <TextField {...params} label="Find a recipe" />}
        sx={{ mb: 1 }}
      />
      <RichTreeView apiRef={apiRef} aria-label="Recipes" items={recipes} />
    </Box>
  );
}
