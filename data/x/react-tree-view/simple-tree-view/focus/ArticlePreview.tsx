import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const summaries: Record<string, string> = {
  guides: 'Step-by-step guides for new customers.',
  'guides-setup': 'Create an account, invite your team and connect a bank feed.',
  'guides-import': 'Import contacts from a CSV file in under five minutes.',
  faq: 'Answers to the questions support hears most often.',
  'faq-billing': 'How invoices, refunds and plan changes work.',
  'faq-security': 'Where data is stored and how two-factor sign-in works.',
};

export default function ArticlePreview() {
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SimpleTreeView
        aria-label="Help centre articles"
        defaultExpandedItems={['guides', 'faq']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
        onBlur={(event) => {
          // Keep the preview while focus moves between items of the tree.
          if (!event.currentTarget.contains(event.relatedTarget)) {
            setFocused(null);
          }
        }}
        sx={{ flex: '1 1 220px' }}
      >
        <TreeItem itemId="guides" label="Guides">
          <TreeItem itemId="guides-setup" label="Getting set up" />
          <TreeItem itemId="guides-import" label="Importing contacts" />
        </TreeItem>
        <TreeItem itemId="faq" label="FAQ">
          <TreeItem itemId="faq-billing" label="Billing" />
          <TreeItem itemId="faq-security" label="Security" />
        </TreeItem>
      </SimpleTreeView>
      <Paper variant="outlined" sx={{ flex: '1 1 220px', p: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {focused ? summaries[focused] : 'Move through the tree with the arrow keys to preview an article.'}
        </Typography>
      </Paper>
    </Box>
  );
}
