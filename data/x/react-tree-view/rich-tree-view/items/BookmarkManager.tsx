import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialBookmarks: TreeViewBaseItem[] = [
  {
    id: 'reading',
    label: 'Reading list',
    children: [
      { id: 'mdn-grid', label: 'MDN: CSS grid layout' },
      { id: 'wai-tree', label: 'WAI-ARIA tree view pattern' },
    ],
  },
  { id: 'tools', label: 'Tools', children: [{ id: 'npm', label: 'npm registry' }] },
];

const suggestions = ['Web.dev: Core Web Vitals', 'React docs: useEffect', 'Node.js releases'];

export default function BookmarkManager() {
  const [bookmarks, setBookmarks] = React.useState(initialBookmarks);
  const [added, setAdded] = React.useState(0);

  const addToReadingList = () => {
    const label = suggestions[added % suggestions.length];
    const item = { id: `saved-${added}`, label };
    setBookmarks((previous) =>
      previous.map((folder) =>
        folder.id === 'reading' ? { ...folder, children: [...(folder.children ?? []), item] } : folder,
      ),
    );
    setAdded(added + 1);
  };

  const removeTools = () => {
    setBookmarks((previous) => previous.filter((folder) => folder.id !== 'tools'));
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addToReadingList}>
          Save a page
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={removeTools}
          disabled={!bookmarks.some((folder) => folder.id === 'tools')}
        >
          Delete Tools folder
        </Button>
      </Stack>
      <RichTreeView aria-label="Bookmarks" items={bookmarks} defaultExpandedItems={['reading', 'tools']} />
    </Box>
  );
}
