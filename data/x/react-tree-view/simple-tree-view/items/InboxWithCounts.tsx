import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function FolderLabel({ name, unread }: { name: string; unread?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <span>{name}</span>
      {unread ? (
        <Chip size="small" color="primary" label={`${unread} unread`} sx={{ height: 20 }} />
      ) : null}
    </Box>
  );
}

export default function InboxWithCounts() {
  return (
    <SimpleTreeView
      aria-label="Mail folders with unread counts"
      defaultExpandedItems={['inbox']}
      sx={{ maxWidth: 360 }}
    >
      <TreeItem itemId="inbox" label={<FolderLabel name="Inbox" unread={12} />}>
        <TreeItem itemId="inbox-billing" label={<FolderLabel name="Billing" unread={2} />} />
        <TreeItem itemId="inbox-support" label={<FolderLabel name="Support" unread={10} />} />
      </TreeItem>
      <TreeItem itemId="drafts" label={<FolderLabel name="Drafts" />} />
      <TreeItem itemId="spam" label={<FolderLabel name="Spam" unread={31} />} />
    </SimpleTreeView>
  );
}
