import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const versions = ['4.2', '4.1', '4.0', '3.9', '3.8', '3.7'];

const changelog: TreeViewBaseItem[] = versions.map((version, index) => ({
  id: `v${version}`,
  label: `Version ${version}`,
  children: [
    { id: `v${version}-fix`, label: `Fixed ${index + 2} reported crashes` },
    { id: `v${version}-perf`, label: `Startup ${10 + index * 3}% faster` },
    { id: `v${version}-docs`, label: 'Updated the user guide' },
  ],
}));

export default function JumpToRelease() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('');

  const jumpTo = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    if (!element) {
      // Items inside a closed parent are not rendered, so they have no element.
      setMessage(`${itemId} is not on screen: open its version first.`);
      return;
    }
    element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    setMessage(`Scrolled to ${element.textContent}.`);
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => jumpTo('v3.7')}>
          Oldest version
        </Button>
        <Button size="small" variant="outlined" onClick={() => jumpTo('v3.8-perf')}>
          3.8 performance note
        </Button>
      </Stack>
      <Box sx={{ height: 200, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView
          apiRef={apiRef}
          aria-label="Changelog"
          items={changelog}
          defaultExpandedItems={['v4.2', 'v4.1', 'v3.7']}
        />
      </Box>
      <Typography variant="body2" role="status" color="text.secondary" sx={{ mt: 1, minHeight: 20 }}>
        {message}
      </Typography>
    </Box>
  );
}
