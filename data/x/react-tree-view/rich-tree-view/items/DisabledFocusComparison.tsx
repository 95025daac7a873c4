import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Stop = TreeViewBaseItem<{ id: string; label: string; closed?: boolean }>;

const line: Stop[] = [
  {
    id: 'red-line',
    label: 'Red line',
    children: [
      { id: 'harbour', label: 'Harbour' },
      { id: 'museum', label: 'Museum (closed this weekend)', closed: true },
      { id: 'old-town', label: 'Old Town' },
      { id: 'stadium', label: 'Stadium (closed this weekend)', closed: true },
      { id: 'airport', label: 'Airport' },
    ],
  },
];

const isClosed = (stop: Stop) => Boolean(stop.closed);

export default function DisabledFocusComparison() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Let focus reach closed stations"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Click Harbour, then press the Down arrow key or type “s”.
      </Typography>
      <RichTreeView
        aria-label="Red line stations"
        items={line}
        isItemDisabled={isClosed}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['red-line']}
      />
    </Box>
  );
}
