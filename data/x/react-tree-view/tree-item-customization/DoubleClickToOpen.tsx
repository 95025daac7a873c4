import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

// An item that opens and closes on double click, like a desktop file manager.
function ExplorerItem(props: TreeItemProps) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  return (
    <TreeItem {...props} slotProps={{ content: { onDoubleClick: interactions.handleExpansion } }} />
  );
}

export default function DoubleClickToOpen() {
  return (
    <SimpleTreeView
      aria-label="Downloads"
      expansionTrigger="iconContainer"
      defaultExpandedItems={['installers']}
      sx={{ maxWidth: 340 }}
    >
      <ExplorerItem itemId="installers" label="Installers">
        <ExplorerItem itemId="editor" label="code-editor-1.92.dmg" />
        <ExplorerItem itemId="browser" label="browser-setup.exe" />
      </ExplorerItem>
      <ExplorerItem itemId="receipts" label="Receipts">
        <ExplorerItem itemId="receipt-march" label="march-2025.pdf" />
      </ExplorerItem>
      <ExplorerItem itemId="notes" label="meeting-notes.txt" />
    </SimpleTreeView>
  );
}
