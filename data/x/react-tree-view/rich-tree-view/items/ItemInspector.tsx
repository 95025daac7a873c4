import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Device = TreeViewBaseItem<{ id: string; label: string; ip?: string; status?: string }>;

const network: Device[] = [
  {
    id: 'router',
    label: 'Office router',
    ip: '10.0.0.1',
    status: 'online',
    children: [
      { id: 'printer', label: 'Printer, 2nd floor', ip: '10.0.0.23', status: 'paper jam' },
      { id: 'nas', label: 'Backup storage', ip: '10.0.0.40', status: 'online' },
    ],
  },
];

export default function ItemInspector() {
  const apiRef = useTreeViewApiRef();
  const [details, setDetails] = React.useState('Select a device to inspect it.');

  const handleSelection = (event: React.SyntheticEvent | null, itemId: string | null) => {
    if (!itemId || !apiRef.current) {
      return;
    }
    const device: Device = apiRef.current.getItem(itemId);
    const parentId = apiRef.current.getParentId(itemId);
    setDetails(
      `${device.label}: ${device.ip}, ${device.status}` +
        (parentId ? ` (connected to ${apiRef.current.getItem(parentId).label})` : ''),
    );
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Network devices"
        items={network}
        defaultExpandedItems={['router']}
        onSelectedItemsChange={handleSelection}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {details}
      </Typography>
    </Box>
  );
}
