import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function MailboxFolders() {
  return (
    <SimpleTreeView
      aria-label="Mailbox folders"
      defaultExpandedItems={['inbox', 'projects']}
      sx={{ maxWidth: 320 }}
    >
      <TreeItem itemId="inbox" label="Inbox">
        <TreeItem itemId="inbox-clients" label="Clients" />
        <TreeItem itemId="inbox-newsletters" label="Newsletters" />
      </TreeItem>
      <TreeItem itemId="projects" label="Projects">
        <TreeItem itemId="projects-website" label="Website redesign" />
        <TreeItem itemId="projects-mobile" label="Mobile app" />
      </TreeItem>
      <TreeItem itemId="sent" label="Sent" />
      <TreeItem itemId="archive" label="Archive" />
    </SimpleTreeView>
  );
}
