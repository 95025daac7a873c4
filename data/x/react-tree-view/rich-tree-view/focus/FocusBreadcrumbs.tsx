import * as React from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const docs: TreeViewBaseItem[] = [
  {
    id: 'guides',
    label: 'Guides',
    children: [
      {
        id: 'deploy',
        label: 'Deployment',
        children: [
          { id: 'deploy-docker', label: 'Docker' },
          { id: 'deploy-edge', label: 'Edge functions' },
        ],
      },
      { id: 'auth', label: 'Authentication' },
    ],
  },
  { id: 'reference', label: 'Reference', children: [{ id: 'cli', label: 'CLI' }] },
];

export default function FocusBreadcrumbs() {
  const apiRef = useTreeViewApiRef();
  const [path, setPath] = React.useState<string[]>([]);

  const handleItemFocus = (event: React.SyntheticEvent | null, itemId: string) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const labels: string[] = [];
    for (let id: string | null = itemId; id; id = api.getParentId(id)) {
      labels.unshift(api.getItem(id).label);
    }
    setPath(labels);
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Breadcrumbs aria-label="Focused page" sx={{ mb: 1, minHeight: 24 }}>
        {path.length === 0 ? (
          <Typography variant="body2">Focus an item to see its location</Typography>
        ) : (
          path.map((label) => (
            <Typography key={label} variant="body2">
              {label}
            </Typography>
          ))
        )}
      </Breadcrumbs>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Documentation"
        items={docs}
        defaultExpandedItems={['guides', 'deploy']}
        onItemFocus={handleItemFocus}
      />
    </Box>
  );
}
