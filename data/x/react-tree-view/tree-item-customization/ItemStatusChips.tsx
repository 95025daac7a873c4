import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemStatus } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Job = { id: string; label: string; skipped?: boolean; renamable?: boolean };

const pipeline: TreeViewBaseItem<Job>[] = [
  {
    id: 'build',
    label: 'Build',
    children: [
      { id: 'compile', label: 'compile', renamable: true },
      { id: 'bundle', label: 'bundle', renamable: true },
    ],
  },
  {
    id: 'test',
    label: 'Test',
    children: [
      { id: 'unit', label: 'unit tests', renamable: true },
      { id: 'e2e', label: 'browser tests (skipped)', skipped: true },
    ],
  },
  { id: 'deploy', label: 'Deploy' },
];

// The flags shown as text tags, in this order.
const shownFlags: (keyof UseTreeItemStatus)[] = [
  'expanded',
  'selected',
  'focused',
  'disabled',
  'editable',
  'editing',
];

const JobItem = React.forwardRef(function JobItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { status } = item;

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          {status.editing ? (
            <TreeItemLabelInput {...item.getLabelInputProps({ 'aria-label': 'Job name' })} />
          ) : (
            <TreeItemLabel {...item.getLabelProps({ sx: { fontWeight: status.expandable ? 500 : 400 } })} />
          )}
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {shownFlags
              .filter((flag) => status[flag])
              .map((flag) => (
                <Box
                  key={flag}
                  component="span"
                  sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, typography: 'caption' }}
                >
                  {flag}
                </Box>
              ))}
          </Box>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemStatusChips() {
  return (
    <Box sx={{ maxWidth: 460 }}>
      <RichTreeView
        aria-label="Pipeline jobs"
        items={pipeline}
        slots={{ item: JobItem }}
        isItemDisabled={(job) => Boolean(job.skipped)}
        isItemEditable={(job) => Boolean(job.renamable)}
        defaultExpandedItems={['build', 'test']}
        defaultSelectedItems="unit"
      />
    </Box>
  );
}
