import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const team: TreeViewBaseItem[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'amelie', label: 'Amélie Dubois' },
      { id: 'kofi', label: 'Kofi Mensah' },
    ],
  },
  { id: 'research', label: 'Research', children: [{ id: 'lin', label: 'Lin Zhang' }] },
];

interface MemberItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const MemberItem = React.forwardRef(function MemberItem(
  props: MemberItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const initials = String(label)
    .split(' ')
    .map((word) => word[0])
    .join('');

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...item.getCheckboxProps()} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
            {item.status.expandable ? null : (
              <Avatar sx={{ width: 24, height: 24, fontSize: 12, bgcolor: 'secondary.main' }}>
                {initials}
              </Avatar>
            )}
            <TreeItemLabel {...item.getLabelProps()} />
          </Box>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function TeamMemberItem() {
  return (
    <RichTreeView
      aria-label="Team members"
      items={team}
      slots={{ item: MemberItem }}
      multiSelect
      checkboxSelection
      defaultExpandedItems={['design', 'research']}
      sx={{ maxWidth: 340 }}
    />
  );
}
