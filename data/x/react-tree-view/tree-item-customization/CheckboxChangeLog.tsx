import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const topics: TreeViewBaseItem[] = [
  {
    id: 'product',
    label: 'Product news',
    children: [
      { id: 'releases', label: 'Release notes' },
      { id: 'roadmap', label: 'Roadmap updates' },
    ],
  },
  {
    id: 'events',
    label: 'Events',
    children: [
      { id: 'webinars', label: 'Webinars' },
      { id: 'meetups', label: 'Local meetups' },
    ],
  },
];

const LogContext = React.createContext<(line: string) => void>(() => {});

function TopicItem(props: TreeItemProps) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const addToLog = React.useContext(LogContext);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    // Take over from the tree: record the change, then apply it with the tree's own handler.
    event.defaultMuiPrevented = true;
    addToLog(`${event.target.checked ? 'Subscribed to' : 'Unsubscribed from'} “${String(props.label)}”`);
    interactions.handleCheckboxSelection(event);
  };

  // 8.10.2 types the checkbox slot's props as a button's, though the slot renders a checkbox input.
  const slotProps = { checkbox: { onChange: handleChange } } as unknown as TreeItemSlotProps;
  return <TreeItem {...props} slotProps={slotProps} />;
}

export default function CheckboxChangeLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const addToLog = React.useCallback((line: string) => setLog((previous) => [line, ...previous].slice(0, 4)), []);

  return (
    <LogContext.Provider value={addToLog}>
      <Box sx={{ maxWidth: 360 }}>
        <RichTreeView
          aria-label="Newsletter topics"
          items={topics}
          slots={{ item: TopicItem }}
          multiSelect
          checkboxSelection
          defaultExpandedItems={['product', 'events']}
          defaultSelectedItems={['releases']}
        />
        <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
          Recent changes
        </Typography>
        <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 2.5, typography: 'body2', color: 'text.secondary' }}>
          {log.length ? log.map((line, index) => <li key={`${index}-${line}`}>{line}</li>) : <li>No change yet</li>}
        </Box>
      </Box>
    </LogContext.Provider>
  );
}
