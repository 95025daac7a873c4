import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ArchivedChannels() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />
        }
        label="Let keyboard focus reach disabled channels"
      />
      <SimpleTreeView
        aria-label="Chat channels"
        defaultExpandedItems={['engineering', 'archived']}
        disabledItemsFocusable={focusable}
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="eng-frontend" label="#frontend" />
          <TreeItem itemId="eng-incidents" label="#incidents (read only)" disabled />
          <TreeItem itemId="eng-releases" label="#releases" />
        </TreeItem>
        <TreeItem itemId="archived" label="Archived 2024" disabled>
          <TreeItem itemId="archived-launch" label="#launch-week" />
          <TreeItem itemId="archived-offsite" label="#offsite" />
        </TreeItem>
        <TreeItem itemId="random" label="#random" />
      </SimpleTreeView>
    </Box>
  );
}
