import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { UseTreeItemLabelInputSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const MAX_LENGTH = 24;

const workspace: TreeViewBaseItem[] = [
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'deploys', label: 'deploys' },
      { id: 'incident-room', label: 'incident-room' },
    ],
  },
  {
    id: 'social',
    label: 'Social',
    children: [
      { id: 'lunch-club', label: 'lunch-club' },
      { id: 'running', label: 'running-on-fridays' },
    ],
  },
];

type ChannelInputProps = UseTreeItemLabelInputSlotOwnProps & {
  className?: string;
  ownerState?: unknown;
};

// A Material UI InputBase in place of the default <input>, with a character counter.
function ChannelInput(props: ChannelInputProps) {
  const { value = '', onChange, onKeyDown, onBlur, autoFocus, className } = props;
  return (
    <InputBase
      className={className}
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      autoFocus={autoFocus}
      size="small"
      // The tree recognises its field by this data attribute on the <input> element.
      inputProps={{ 'data-element': 'labelInput', maxLength: MAX_LENGTH, 'aria-label': 'Channel name' }}
      startAdornment={<Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>#</Box>}
      endAdornment={
        <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', ml: 1 }}>
          {value.length}/{MAX_LENGTH}
        </Box>
      }
      sx={{ flexGrow: 1, px: 1, borderRadius: 1, border: 1, borderColor: 'primary.main', typography: 'body2' }}
    />
  );
}

const ChannelItem = React.forwardRef(function ChannelItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: ChannelInput }} />;
});

const isLeaf = (item: TreeViewBaseItem) => !item.children;

export default function ChannelNameInput() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 380 }}>
      <RichTreeView
        aria-label="Chat channels"
        items={workspace}
        isItemEditable={isLeaf}
        defaultExpandedItems={['engineering', 'social']}
        slots={{ item: ChannelItem }}
      />
    </Box>
  );
}
