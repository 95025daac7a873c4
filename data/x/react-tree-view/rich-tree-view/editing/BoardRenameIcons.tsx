import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type {
  UseTreeItemLabelInputSlotOwnProps,
  UseTreeItemLabelSlotOwnProps,
} from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const boards: TreeViewBaseItem[] = [
  {
    id: 'website',
    label: 'Website relaunch',
    children: [
      { id: 'website-todo', label: 'To do' },
      { id: 'website-review', label: 'In review' },
    ],
  },
  {
    id: 'hiring',
    label: 'Hiring',
    children: [
      { id: 'hiring-screen', label: 'Phone screen' },
      { id: 'hiring-offer', label: 'Offer sent' },
    ],
  },
];

type LabelWithButtonProps = UseTreeItemLabelSlotOwnProps & { onStartEditing: () => void };

function LabelWithButton({ children, editable, onStartEditing, ...other }: LabelWithButtonProps) {
  return (
    <TreeItemLabel {...other} editable={editable} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      {editable && (
        <IconButton size="small" aria-label={`Rename ${String(children)}`} onClick={onStartEditing}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      )}
    </TreeItemLabel>
  );
}

type InputWithButtonsProps = UseTreeItemLabelInputSlotOwnProps & {
  onSave: (event: React.SyntheticEvent, label: string) => void;
  onCancel: (event: React.SyntheticEvent) => void;
};

function InputWithButtons({ onSave, onCancel, ...inputProps }: InputWithButtonsProps) {
  const value = inputProps.value ?? '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexGrow: 1 }}>
      <TreeItemLabelInput {...inputProps} aria-label="Column name" />
      <IconButton size="small" aria-label="Save name" disabled={!value} onClick={(event) => onSave(event, value)}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel renaming" onClick={onCancel}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const BoardItem = React.forwardRef(function BoardItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // Double-click and blur no longer start or end editing: the buttons do.
  const preventDefault = (event: { defaultMuiPrevented?: boolean }) => {
    event.defaultMuiPrevented = true;
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ label: LabelWithButton, labelInput: InputWithButtons }}
      slotProps={{
        label: {
          onDoubleClick: preventDefault,
          onStartEditing: interactions.toggleItemEditing,
        } as Partial<LabelWithButtonProps>,
        labelInput: {
          onBlur: preventDefault,
          onSave: interactions.handleSaveItemLabel,
          onCancel: interactions.handleCancelItemLabelEditing,
        } as Partial<InputWithButtonsProps>,
      }}
    />
  );
});

const isLeaf = (item: TreeViewBaseItem) => !item.children;

export default function BoardRenameIcons() {
  return (
    <Box sx={{ minHeight: 280, maxWidth: 380 }}>
      <RichTreeView
        aria-label="Project boards"
        items={boards}
        isItemEditable={isLeaf}
        defaultExpandedItems={['website', 'hiring']}
        slots={{ item: BoardItem }}
      />
    </Box>
  );
}
