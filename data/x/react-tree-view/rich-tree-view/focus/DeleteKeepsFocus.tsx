import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const initialTasks: TreeViewBaseItem[] = [
  {
    id: 'launch',
    label: 'Product launch',
    children: [
      { id: 'press', label: 'Write press release' },
      { id: 'pricing', label: 'Finalise pricing page' },
      { id: 'demo', label: 'Record demo video' },
      { id: 'faq', label: 'Update FAQ' },
    ],
  },
];

const removeItem = (items: TreeViewBaseItem[], id: string): TreeViewBaseItem[] =>
  items
    .filter((item) => item.id !== id)
    .map((item) => (item.children ? { ...item, children: removeItem(item.children, id) } : item));

type Pending = { itemId: string; event: React.SyntheticEvent };

export default function DeleteKeepsFocus() {
  const apiRef = useTreeViewApiRef();
  const [tasks, setTasks] = React.useState(initialTasks);
  const [focused, setFocused] = React.useState<string | null>(null);
  const [pending, setPending] = React.useState<Pending | null>(null);

  React.useEffect(() => {
    if (pending && apiRef.current?.getItemDOMElement(pending.itemId)) {
      apiRef.current.focusItem(pending.event, pending.itemId);
      setPending(null);
    }
  }, [pending, apiRef]);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const api = apiRef.current;
    if (event.key !== 'Delete' || !focused || !api || focused === 'launch') {
      return;
    }
    // Pick the neighbour before the entry disappears: next sibling, else previous, else parent.
    const parentId = api.getParentId(focused);
    const siblings = api.getItemOrderedChildrenIds(parentId);
    const index = siblings.indexOf(focused);
    const neighbour = siblings[index + 1] ?? siblings[index - 1] ?? parentId;
    setTasks((previous) => removeItem(previous, focused));
    if (neighbour) {
      setPending({ itemId: neighbour, event });
    }
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Focus a task and press Delete: focus moves to the next task.
      </Typography>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Launch tasks"
        items={tasks}
        defaultExpandedItems={['launch']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
        onKeyDown={handleKeyDown}
      />
    </Box>
  );
}
