import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const ENCORE = 'song-harbour';

export default function SetlistKeepExisting() {
  const apiRef = useTreeViewApiRef();
  const [keepExisting, setKeepExisting] = React.useState(true);
  const [setlist, setSetlist] = React.useState<string[]>(['song-opener', 'song-ballad']);

  const addEncore = (event: React.MouseEvent) => {
    apiRef.current?.setItemSelection({
      event,
      itemId: ENCORE,
      shouldBeSelected: true,
      keepExistingSelection: keepExisting,
    });
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={keepExisting} onChange={(event) => setKeepExisting(event.target.checked)} />}
          label="Keep existing selection"
        />
        <Button size="small" variant="outlined" onClick={addEncore}>
          Add the encore
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Songs for tonight"
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['set-1', 'set-2']}
        selectedItems={setlist}
        onSelectedItemsChange={(event, itemIds) => setSetlist(itemIds)}
      >
        <TreeItem itemId="set-1" label="First set">
          <TreeItem itemId="song-opener" label="Open Road" />
          <TreeItem itemId="song-ballad" label="Paper Moon Ballad" />
        </TreeItem>
        <TreeItem itemId="set-2" label="Second set">
          <TreeItem itemId="song-upbeat" label="Neon Market" />
          <TreeItem itemId={ENCORE} label="Harbour Song (encore)" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Playing: {setlist.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
