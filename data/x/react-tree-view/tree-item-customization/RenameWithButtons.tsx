import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemLabel, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const boards: TreeViewBaseItem[] = [
  {
    id: 'website',
    label: 'Website relaunch',
    children: [
      { id: 'w-ideas', label: 'Ideas' },
      { id: 'w-doing', label: 'In progress' },
      { id: 'w-done', label: 'Shipped' },
    ],
  },
  {
    id: 'hiring',
    label: 'Hiring',
    children: [
      { id: 'h-applied', label: 'Applied' },
      { id: 'h-interview', label: 'Interviewing' },
    ],
  },
];

interface ColumnLabelProps {
  children: React.ReactNode;
  className?: string;
  editable?: boolean;
  onDoubleClick?: React.MouseEventHandler<HTMLDivElement>;
  onRename: () => void;
}

function ColumnLabel({ children, editable, onRename, ...other }: ColumnLabelProps) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      {children}
      {editable ? (
        <IconButton size="small" tabIndex={-1} aria-label={`Rename ${String(children)}`} onClick={onRename}>
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
    </TreeItemLabel>
  );
}

interface ColumnInputProps extends React.InputHTMLAttributes<HTMLInputElement> {
  value?: string;
  onSave: (event: React.SyntheticEvent, label: string) => void;
  onCancel: (event: React.SyntheticEvent) => void;
}

function ColumnInput({ value = '', onSave, onCancel, ...other }: ColumnInputProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: 1 }}>
      <TreeItemLabelInput {...other} value={value} aria-label="Column name" />
      <IconButton size="small" aria-label="Save name" disabled={!value.trim()} onClick={(event) => onSave(event, value.trim())}>
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label="Cancel renaming" onClick={onCancel}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function ColumnItem(props: TreeItemProps) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // Double-click no longer starts editing, and leaving the field no longer saves: the buttons decide.
  const cancelDefault = (event: React.SyntheticEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
  };

  return (
    <TreeItem
      {...props}
      slots={{ label: ColumnLabel, labelInput: ColumnInput }}
      slotProps={
        {
          label: { onDoubleClick: cancelDefault, onRename: interactions.toggleItemEditing },
          labelInput: {
            onBlur: cancelDefault,
            onSave: interactions.handleSaveItemLabel,
            onCancel: interactions.handleCancelItemLabelEditing,
          },
        } as TreeItemSlotProps
      }
    />
  );
}

export default function RenameWithButtons() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Project boards"
        items={boards}
        slots={{ item: ColumnItem }}
        isItemEditable={(column) => !column.children}
        expansionTrigger="iconContainer"
        defaultExpandedItems={['website', 'hiring']}
      />
    </Box>
  );
}
