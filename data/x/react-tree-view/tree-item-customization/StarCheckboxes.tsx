import Box from '@mui/material/Box';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import StarHalf from '@mui/icons-material/StarHalf';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone' },
      { id: 'pho', label: 'Chicken pho' },
      { id: 'gazpacho', label: 'Gazpacho' },
    ],
  },
  {
    id: 'baking',
    label: 'Baking',
    children: [
      { id: 'focaccia', label: 'Rosemary focaccia' },
      { id: 'brownies', label: 'Miso brownies' },
    ],
  },
];

// These props reach the Material UI Checkbox that the item renders.
const starSlotProps = {
  checkbox: {
    size: 'small',
    icon: <StarBorder />,
    checkedIcon: <Star />,
    indeterminateIcon: <StarHalf />,
    sx: { color: 'warning.main', '&.Mui-checked, &.MuiCheckbox-indeterminate': { color: 'warning.main' } },
  },
} as TreeItemSlotProps;

function RecipeItem(props: TreeItemProps) {
  return <TreeItem {...props} slotProps={starSlotProps} />;
}

export default function StarCheckboxes() {
  return (
    <Box sx={{ maxWidth: 340 }}>
      <RichTreeView
        aria-label="Favourite recipes"
        items={recipes}
        slots={{ item: RecipeItem }}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['soups', 'baking']}
        defaultSelectedItems={['pho', 'focaccia']}
      />
    </Box>
  );
}
