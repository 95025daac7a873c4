import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

export default function GuideLines() {
  return (
    <SimpleTreeView
      aria-label="Company structure"
      defaultExpandedItems={['ceo', 'cto', 'cfo']}
      defaultSelectedItems="platform"
      sx={(theme) => ({
        maxWidth: 360,
        [`& .${treeItemClasses.groupTransition}`]: {
          position: 'relative',
          // A vertical line under the parent's icon, one per open group.
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 0,
            bottom: 8,
            left: 'calc(16px + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))',
            borderLeft: `1px dashed ${(theme.vars || theme).palette.divider}`,
          },
        },
        [`& .${treeItemClasses.content}[data-selected]`]: {
          fontWeight: theme.typography.fontWeightMedium,
          color: (theme.vars || theme).palette.primary.main,
        },
        [`& .${treeItemClasses.label}`]: { fontSize: theme.typography.body2.fontSize },
      })}
      itemChildrenIndentation={20}
    >
      <TreeItem itemId="ceo" label="Chief Executive">
        <TreeItem itemId="cto" label="Technology">
          <TreeItem itemId="platform" label="Platform team" />
          <TreeItem itemId="design" label="Design team" />
        </TreeItem>
        <TreeItem itemId="cfo" label="Finance">
          <TreeItem itemId="payroll" label="Payroll" />
          <TreeItem itemId="audit" label="Internal audit" />
        </TreeItem>
      </TreeItem>
    </SimpleTreeView>
  );
}
