import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function RecipeBook() {
  return (
    <SimpleTreeView
      aria-label="Recipe book"
      defaultExpandedItems={['mains', 'mains-pasta']}
      sx={{ maxWidth: 340 }}
    >
      <TreeItem itemId="starters" label="Starters">
        <TreeItem itemId="starters-soup" label="Roasted tomato soup" />
        <TreeItem itemId="starters-bruschetta" label="Bruschetta" />
      </TreeItem>
      <TreeItem itemId="mains" label="Main courses">
        <TreeItem itemId="mains-pasta" label="Pasta">
          <TreeItem itemId="mains-pasta-carbonara" label="Carbonara" />
          <TreeItem itemId="mains-pasta-pesto" label="Trofie al pesto" />
        </TreeItem>
        <TreeItem itemId="mains-curry" label="Chickpea curry" />
      </TreeItem>
      <TreeItem itemId="desserts" label="Desserts">
        <TreeItem itemId="desserts-tart" label="Lemon tart" />
      </TreeItem>
    </SimpleTreeView>
  );
}
