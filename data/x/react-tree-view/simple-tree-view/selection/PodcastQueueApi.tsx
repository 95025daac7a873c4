import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const LATEST = 'garden-ep-42';

export default function PodcastQueueApi() {
  const apiRef = useTreeViewApiRef();

  const changeLatest = (event: React.MouseEvent, shouldBeSelected?: boolean) => {
    apiRef.current?.setItemSelection({ event, itemId: LATEST, shouldBeSelected });
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => changeLatest(event, true)}>
          Select latest episode
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => changeLatest(event, false)}>
          Deselect it
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => changeLatest(event)}>
          Toggle it
        </Button>
      </Stack>
      <SimpleTreeView aria-label="Podcast episodes" apiRef={apiRef} defaultExpandedItems={['garden', 'history']}>
        <TreeItem itemId="garden" label="The Allotment Hour">
          <TreeItem itemId="garden-ep-41" label="Ep. 41: Saving tomato seeds" />
          <TreeItem itemId={LATEST} label="Ep. 42: Winter brassicas" />
        </TreeItem>
        <TreeItem itemId="history" label="Bridges of Europe">
          <TreeItem itemId="history-ep-7" label="Ep. 7: The Charles Bridge" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
