import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SprintTaskPicker() {
  const [selectedTask, setSelectedTask] = React.useState<string | null>('api-auth');

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Sprint tasks"
        defaultExpandedItems={['backend', 'frontend']}
        selectedItems={selectedTask}
        onSelectedItemsChange={(event, itemId) => setSelectedTask(itemId)}
      >
        <TreeItem itemId="backend" label="Backend">
          <TreeItem itemId="api-auth" label="Token refresh endpoint" />
          <TreeItem itemId="api-rate" label="Rate limiting" />
        </TreeItem>
        <TreeItem itemId="frontend" label="Frontend">
          <TreeItem itemId="ui-login" label="Login form validation" />
          <TreeItem itemId="ui-dark" label="Dark mode toggle" />
        </TreeItem>
      </SimpleTreeView>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          Working on: <strong>{selectedTask ?? 'nothing'}</strong>
        </Typography>
        <Button size="small" onClick={() => setSelectedTask(null)} disabled={!selectedTask}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
