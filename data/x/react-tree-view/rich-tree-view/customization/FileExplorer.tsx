import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import DataObjectIcon from '@mui/icons-material/DataObject';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type FileKind = 'folder' | 'code' | 'image' | 'text';
type FileEntry = { id: string; label: string; kind: FileKind };

const files: TreeViewBaseItem<FileEntry>[] = [
  {
    id: 'app',
    label: 'app',
    kind: 'folder',
    children: [
      { id: 'app/config.json', label: 'config.json', kind: 'code' },
      { id: 'app/index.ts', label: 'index.ts', kind: 'code' },
      {
        id: 'app/assets',
        label: 'assets',
        kind: 'folder',
        children: [{ id: 'app/assets/logo.svg', label: 'logo.svg', kind: 'image' }],
      },
    ],
  },
  { id: 'CHANGELOG.md', label: 'CHANGELOG.md', kind: 'text' },
];

const leafIcons = { code: DataObjectIcon, image: ImageOutlinedIcon, text: DescriptionOutlinedIcon };
const folderSlots = { expandIcon: FolderIcon, collapseIcon: FolderOpenIcon };

function FileItem(props: TreeItemProps) {
  // The entry from `items`, with the fields the tree itself ignores.
  const entry = useTreeItemModel<FileEntry>(props.itemId);
  const kind = entry?.kind ?? 'text';
  const slots = kind === 'folder' ? folderSlots : { icon: leafIcons[kind] };

  return <TreeItem {...props} slots={slots} />;
}

export default function FileExplorer() {
  return (
    <RichTreeView
      aria-label="Project files"
      items={files}
      slots={{ item: FileItem }}
      defaultExpandedItems={['app', 'app/assets']}
      sx={{ maxWidth: 340, '& svg': { color: 'text.secondary' } }}
    />
  );
}
