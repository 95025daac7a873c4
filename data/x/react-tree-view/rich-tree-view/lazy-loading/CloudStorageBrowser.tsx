import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

type Entry = { id: string; label: string; childrenCount: number };

// What the fake server knows: the children of each folder, by parent id.
const folders: Record<string, Entry[]> = {
  photos: [
    { id: 'photos/2024', label: '2024', childrenCount: 2 },
    { id: 'photos/2025', label: '2025', childrenCount: 1 },
  ],
  'photos/2024': [
    { id: 'photos/2024/rome.jpg', label: 'rome.jpg', childrenCount: 0 },
    { id: 'photos/2024/alps.jpg', label: 'alps.jpg', childrenCount: 0 },
  ],
  'photos/2025': [{ id: 'photos/2025/garden.jpg', label: 'garden.jpg', childrenCount: 0 }],
  documents: [
    { id: 'documents/tax-return.pdf', label: 'tax-return.pdf', childrenCount: 0 },
    { id: 'documents/lease.pdf', label: 'lease.pdf', childrenCount: 0 },
  ],
};

// The root level, rendered on the server and known before any request.
const roots: Entry[] = [
  { id: 'photos', label: 'Photos', childrenCount: 2 },
  { id: 'documents', label: 'Documents', childrenCount: 2 },
];

function fetchChildren(parentId?: string): Promise<Entry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(parentId ? (folders[parentId] ?? []) : roots), 700);
  });
}

const dataSource = {
  getChildrenCount: (entry: Entry) => entry.childrenCount,
  getTreeItems: fetchChildren,
};

export default function CloudStorageBrowser() {
  return (
    <RichTreeViewPro
      aria-label="Cloud storage"
      items={roots}
      dataSource={dataSource}
      sx={{ maxWidth: 340, minHeight: 80 }}
    />
  );
}
