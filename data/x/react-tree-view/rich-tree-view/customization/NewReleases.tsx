import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const releases: TreeViewBaseItem[] = [
  {
    id: 'mobile',
    label: 'Mobile app',
    children: [
      { id: 'mobile-4.2', label: '4.2: offline mode' },
      { id: 'mobile-4.1', label: '4.1: widgets' },
    ],
  },
  {
    id: 'web',
    label: 'Web app',
    children: [
      { id: 'web-9.0', label: '9.0: new editor' },
      { id: 'web-8.7', label: '8.7: faster search' },
    ],
  },
];

const unread = new Set(['mobile-4.2', 'web-9.0']);

export default function NewReleases() {
  return (
    <RichTreeView
      aria-label="Release notes"
      items={releases}
      defaultExpandedItems={['mobile', 'web']}
      slotProps={{
        // Called for every entry with its id and label.
        item: ({ itemId, label }) =>
          unread.has(itemId)
            ? {
                title: `${label} (unread)`,
                sx: {
                  [`& > .${treeItemClasses.content} .${treeItemClasses.label}`]: {
                    fontWeight: 'fontWeightBold',
                  },
                  [`& > .${treeItemClasses.content}::after`]: {
                    content: '""',
                    width: 8,
                    height: 8,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                  },
                },
              }
            : {},
      }}
      sx={{ maxWidth: 340 }}
    />
  );
}
