import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Kind = 'folder' | 'bin' | 'document' | 'image';
type DriveEntry = { id: string; label: string; kind: Kind };

const drive: TreeViewBaseItem<DriveEntry>[] = [
  {
    id: 'drv-marketing',
    label: 'Marketing',
    kind: 'folder',
    children: [
      { id: 'drv-brief', label: 'Spring campaign brief.docx', kind: 'document' },
      { id: 'drv-banner', label: 'banner-wide.png', kind: 'image' },
      {
        id: 'drv-print',
        label: 'Print',
        kind: 'folder',
        children: [{ id: 'drv-flyer', label: 'flyer-a5.pdf', kind: 'document' }],
      },
    ],
  },
  {
    id: 'drv-finance',
    label: 'Finance',
    kind: 'folder',
    children: [{ id: 'drv-budget', label: 'Budget 2025.xlsx', kind: 'document' }],
  },
  {
    id: 'drv-bin',
    label: 'Bin',
    kind: 'bin',
    children: [{ id: 'drv-old-logo', label: 'old-logo.png', kind: 'image' }],
  },
];

const kinds = new Map<string, Kind>();
const indexKinds = (entries: TreeViewBaseItem<DriveEntry>[]) =>
  entries.forEach((entry) => {
    kinds.set(entry.id, entry.kind);
    indexKinds(entry.children ?? []);
  });
indexKinds(drive);

// Anything can move, but only into a folder or into the bin; the bin itself stays where it is.
const canMoveItemToNewPosition = ({
  newPosition,
}: {
  newPosition: { parentId: string | null; index: number };
}) => {
  const parentKind = newPosition.parentId ? kinds.get(newPosition.parentId) : undefined;
  return parentKind === 'folder' || parentKind === 'bin';
};

const leafIcons = { document: InsertDriveFileOutlinedIcon, image: ImageOutlinedIcon };

function DriveItem(props: TreeItemProps) {
  const entry = useTreeItemModel<DriveEntry>(props.itemId);
  const kind = entry?.kind ?? 'document';
  let slots: TreeItemProps['slots'];
  if (kind === 'folder') {
    slots = { expandIcon: FolderIcon, collapseIcon: FolderOpenIcon, endIcon: FolderIcon };
  } else if (kind === 'bin') {
    slots = { expandIcon: DeleteOutlineIcon, collapseIcon: DeleteOutlineIcon, endIcon: DeleteOutlineIcon };
  } else {
    slots = { icon: leafIcons[kind] };
  }
  return <TreeItem {...props} slots={slots} />;
}

export default function SharedDriveExplorer() {
  return (
    <RichTreeViewPro
      aria-label="Shared drive"
      items={drive}
      itemsReordering
      isItemReorderable={(itemId) => kinds.get(itemId) !== 'bin'}
      canMoveItemToNewPosition={canMoveItemToNewPosition}
      slots={{ item: DriveItem }}
      defaultExpandedItems={['drv-marketing', 'drv-bin']}
      sx={{ maxWidth: 380, '& svg': { color: 'text.secondary' } }}
    />
  );
}
