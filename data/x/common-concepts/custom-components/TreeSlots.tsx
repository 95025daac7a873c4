import AddBoxIcon from '@mui/icons-material/AddBox';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const policies: TreeViewBaseItem[] = [
  {
    id: 'hr',
    label: 'Human resources',
    children: [
      { id: 'leave', label: 'Leave policy' },
      { id: 'remote', label: 'Remote work' },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    children: [
      { id: 'passwords', label: 'Passwords' },
      { id: 'devices', label: 'Lost devices' },
      { id: 'usb', label: 'USB drives (retired)' },
    ],
  },
];

const drafts = new Set(['remote', 'devices']);

// The `item` slot: every item of the tree renders through this component.
function PolicyItem(props: TreeItemProps) {
  const isDraft = drafts.has(props.itemId);
  return (
    <TreeItem
      {...props}
      label={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {props.label}
          {isDraft && (
            <Box component="span" sx={{ fontSize: 12, px: 0.75, borderRadius: 1, bgcolor: 'action.selected' }}>
              Draft
            </Box>
          )}
        </Box>
      }
    />
  );
}

export default function TreeSlots() {
  return (
    <RichTreeView
      aria-label="Company policies"
      items={policies}
      defaultExpandedItems={['hr', 'security']}
      slots={{
        expandIcon: AddBoxIcon,
        collapseIcon: IndeterminateCheckBoxIcon,
        endIcon: DescriptionIcon,
        item: PolicyItem,
      }}
      slotProps={{
        endIcon: { color: 'action' },
        // The function form receives each item's id and label: retired policies are set in italics.
        item: ({ label }) => ({
          sx: label.endsWith('(retired)') ? { '& .MuiTreeItem-label': { fontStyle: 'italic' } } : undefined,
        }),
      }}
      sx={{ maxWidth: 360 }}
    />
  );
}
