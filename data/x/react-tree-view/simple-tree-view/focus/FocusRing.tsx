import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function FocusRing() {
  return (
    <SimpleTreeView
      aria-label="Playlists"
      defaultExpandedItems={['workout']}
      defaultSelectedItems="workout-run"
      sx={(theme) => ({
        maxWidth: 340,
        [`& .${treeItemClasses.content}[data-focused]`]: {
          outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
          outlineOffset: -2,
        },
      })}
    >
      <TreeItem itemId="workout" label="Workout">
        <TreeItem itemId="workout-run" label="Morning run" />
        <TreeItem itemId="workout-lift" label="Strength session" />
      </TreeItem>
      <TreeItem itemId="focus" label="Deep focus">
        <TreeItem itemId="focus-piano" label="Quiet piano" />
      </TreeItem>
      <TreeItem itemId="road-trip" label="Road trip" />
    </SimpleTreeView>
  );
}
