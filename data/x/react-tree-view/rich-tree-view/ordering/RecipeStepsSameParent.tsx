import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'rcp-risotto',
    label: 'Mushroom risotto',
    children: [
      { id: 'rcp-risotto-1', label: 'Soften the shallots in butter' },
      { id: 'rcp-risotto-2', label: 'Toast the rice for two minutes' },
      { id: 'rcp-risotto-3', label: 'Add stock one ladle at a time' },
    ],
  },
  {
    id: 'rcp-flatbread',
    label: 'Skillet flatbread',
    children: [
      { id: 'rcp-flatbread-1', label: 'Mix flour, yoghurt and salt' },
      { id: 'rcp-flatbread-2', label: 'Rest the dough for 20 minutes' },
      { id: 'rcp-flatbread-3', label: 'Cook in a dry pan, 2 minutes a side' },
    ],
  },
];

type Position = { parentId: string | null; index: number };

// A step may change places inside its recipe, but never leave it or get children.
const staysInItsRecipe = (params: { oldPosition: Position; newPosition: Position }) =>
  params.oldPosition.parentId === params.newPosition.parentId;

export default function RecipeStepsSameParent() {
  const [message, setMessage] = React.useState('Drag a step up or down inside its recipe.');

  return (
    <Box sx={{ maxWidth: 420 }}>
      <RichTreeViewPro
        aria-label="Recipe steps"
        items={recipes}
        itemsReordering
        defaultExpandedItems={['rcp-risotto', 'rcp-flatbread']}
        canMoveItemToNewPosition={staysInItsRecipe}
        onItemPositionChange={({ newPosition }) =>
          setMessage(`Step moved to position ${newPosition.index + 1}.`)
        }
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
