import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const mailbox: TreeViewBaseItem[] = [
  {
    id: 'inbox',
    label: 'Inbox',
    children: [
      { id: 'inbox-clients', label: 'Clients' },
      {
        id: 'inbox-projects',
        label: 'Projects',
        children: [
          { id: 'project-atlas', label: 'Atlas' },
          { id: 'project-beacon', label: 'Beacon' },
        ],
      },
    ],
  },
  { id: 'sent', label: 'Sent' },
  { id: 'archive', label: 'Archive' },
];

export default function ItemClickAndIndentation() {
  const [indent, setIndent] = React.useState(12);
  const [lastClicked, setLastClicked] = React.useState<string | null>(null);
  const sliderLabelId = React.useId();

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <div>
        <Typography id={sliderLabelId} variant="body2" gutterBottom>
          itemChildrenIndentation: {indent}px
        </Typography>
        <Slider
          size="small"
          min={0}
          max={40}
          step={4}
          value={indent}
          onChange={(_event, value) => setIndent(value as number)}
          aria-labelledby={sliderLabelId}
        />
      </div>
      <RichTreeView
        aria-label="Mail folders"
        items={mailbox}
        defaultExpandedItems={['inbox', 'inbox-projects']}
        itemChildrenIndentation={indent}
        onItemClick={(_event, itemId) => setLastClicked(itemId)}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {lastClicked ? `onItemClick received "${lastClicked}"` : 'Click an item.'}
      </Typography>
    </Stack>
  );
}
