import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Article = TreeViewBaseItem<{ id: string; label: string; readingTime?: string }>;

const helpCentre: Article[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'invoices', label: 'Downloading invoices', readingTime: '2 min' },
      { id: 'refunds', label: 'Requesting a refund', readingTime: '4 min' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'password', label: 'Resetting your password', readingTime: '1 min' },
      { id: 'two-factor', label: 'Two-factor authentication', readingTime: '3 min' },
    ],
  },
];

const articles = new Map(helpCentre.flatMap((section) => section.children ?? []).map((a) => [a.id, a]));

export default function RecentlyOpened() {
  const [recent, setRecent] = React.useState<string[]>([]);

  // Called for every click on a row, before the tree expands or selects it.
  const handleItemClick = (_event: React.MouseEvent, itemId: string) => {
    if (!articles.has(itemId)) {
      return; // a section, not an article
    }
    setRecent((previous) => [itemId, ...previous.filter((id) => id !== itemId)].slice(0, 3));
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Help centre"
        items={helpCentre}
        onItemClick={handleItemClick}
        defaultExpandedItems={['billing', 'account']}
      />
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        Recently opened
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
        {recent.length ? (
          recent.map((id) => (
            <li key={id}>
              {articles.get(id)?.label} ({articles.get(id)?.readingTime} read)
            </li>
          ))
        ) : (
          <li>Click an article</li>
        )}
      </Box>
    </Box>
  );
}
