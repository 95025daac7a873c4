import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function NewsletterTopics() {
  const [topics, setTopics] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <SimpleTreeView
        aria-label="Newsletter topics"
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['tech']}
        selectedItems={topics}
        onSelectedItemsChange={(event, itemIds) => setTopics(itemIds)}
      >
        <TreeItem itemId="tech" label="Technology">
          <TreeItem itemId="tech-ai" label="Artificial intelligence" />
          <TreeItem itemId="tech-security" label="Security" />
          <TreeItem itemId="tech-web" label="Web development" />
        </TreeItem>
        <TreeItem itemId="travel" label="Travel (collapsed)">
          <TreeItem itemId="travel-city" label="City breaks" />
          <TreeItem itemId="travel-rail" label="Rail journeys" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Subscribed to: {topics.length ? topics.join(', ') : 'no topics'}
      </Typography>
    </Box>
  );
}
