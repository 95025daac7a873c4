import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Doc = { id: string; label: string; size?: string; updated?: string };

const documents: TreeViewBaseItem<Doc>[] = [
  {
    id: 'legal',
    label: 'Legal',
    children: [
      { id: 'nda', label: 'Mutual NDA.docx', size: '48 KB', updated: '12 Mar' },
      { id: 'terms', label: 'Terms of service.pdf', size: '310 KB', updated: '2 Feb' },
    ],
  },
  {
    id: 'hr',
    label: 'People',
    children: [{ id: 'handbook', label: 'Handbook.pdf', size: '1.2 MB', updated: '28 Jan' }],
  },
];

function DocumentItem(props: TreeItemProps) {
  const doc = useTreeItemModel<Doc>(props.itemId);
  const label = doc?.size ? (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {props.label}
      </Box>
      <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {doc.size} · {doc.updated}
      </Box>
    </Box>
  ) : (
    props.label
  );

  return <TreeItem {...props} label={label} />;
}

export default function DocumentsWithDetails() {
  return (
    <RichTreeView
      aria-label="Company documents"
      items={documents}
      slots={{ item: DocumentItem }}
      defaultExpandedItems={['legal', 'hr']}
      sx={{ maxWidth: 400 }}
    />
  );
}
