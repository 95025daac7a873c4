import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const PillTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    paddingTop: theme.spacing(0.75),
    paddingBottom: theme.spacing(0.75),
    marginBottom: 2,
    '&[data-selected]': {
      backgroundColor: (theme.vars || theme).palette.primary.main,
      color: (theme.vars || theme).palette.primary.contrastText,
    },
    '&[data-selected]:hover, &[data-selected][data-focused]': {
      backgroundColor: (theme.vars || theme).palette.primary.dark,
    },
  },
  [`& .${treeItemClasses.label}`]: {
    ...theme.typography.body2,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    paddingLeft: theme.spacing(1),
  },
}));

const mailbox: TreeViewBaseItem[] = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'starred', label: 'Starred' },
  {
    id: 'labels',
    label: 'Labels',
    children: [
      { id: 'label-travel', label: 'Travel' },
      { id: 'label-receipts', label: 'Receipts' },
    ],
  },
  { id: 'trash', label: 'Trash' },
];

export default function MailboxNavigation() {
  return (
    <RichTreeView
      aria-label="Mailbox"
      items={mailbox}
      slots={{ item: PillTreeItem }}
      defaultExpandedItems={['labels']}
      defaultSelectedItems="inbox"
      sx={{ maxWidth: 260 }}
    />
  );
}
