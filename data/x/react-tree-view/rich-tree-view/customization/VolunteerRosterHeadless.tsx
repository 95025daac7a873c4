import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
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
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Volunteer = { id: string; label: string; task: string; hours?: number };

const roster: TreeViewBaseItem<Volunteer>[] = [
  {
    id: 'team-kitchen',
    label: 'Kitchen',
    task: '3 volunteers, Saturday',
    children: [
      { id: 'team-ana', label: 'Ana Souza', task: 'Shift lead', hours: 6 },
      { id: 'team-ben', label: 'Ben Carter', task: 'Prep and washing up', hours: 4 },
      { id: 'team-chloe', label: 'Chloé Martin', task: 'Serving', hours: 4 },
    ],
  },
  {
    id: 'team-deliveries',
    label: 'Deliveries',
    task: '1 volunteer, Sunday',
    children: [{ id: 'team-dev', label: 'Dev Patel', task: 'Van driver, north route', hours: 5 }],
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((word) => word[0])
    .join('');
}

const RosterItem = React.forwardRef(function RosterItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // The full record from `items`: task and hours are not known to the tree itself.
  const volunteer = useTreeItemModel<Volunteer>(itemId);
  const isPerson = volunteer?.hours !== undefined;

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {isPerson ? (
            <Avatar aria-hidden sx={{ width: 26, height: 26, fontSize: '0.7rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              {initials(volunteer.label)}
            </Avatar>
          ) : null}
          <TreeItemLabel {...item.getLabelProps()} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
            <Typography variant="body2" component="span" sx={{ fontWeight: isPerson ? 400 : 600 }}>
              {label}
            </Typography>
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
              {volunteer?.task}
            </Typography>
          </TreeItemLabel>
          {isPerson ? (
            <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
              {volunteer.hours} h
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function VolunteerRosterHeadless() {
  return (
    <RichTreeView
      aria-label="Food bank volunteer roster"
      items={roster}
      slots={{ item: RosterItem }}
      defaultExpandedItems={['team-kitchen', 'team-deliveries']}
      sx={{ maxWidth: 420 }}
    />
  );
}
