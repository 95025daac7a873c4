import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Room = TreeViewBaseItem<{ id: string; label: string; maintenance?: boolean }>;

const floors: Room[] = [
  {
    id: 'floor-3',
    label: 'Third floor',
    children: [
      { id: 'atlas', label: 'Atlas · 12 seats' },
      { id: 'borealis', label: 'Borealis · 6 seats (maintenance)', maintenance: true },
      { id: 'cirrus', label: 'Cirrus · 4 seats' },
    ],
  },
  {
    id: 'floor-5',
    label: 'Fifth floor (closed for renovation)',
    maintenance: true,
    children: [
      { id: 'delta', label: 'Delta · 20 seats' },
      { id: 'echo', label: 'Echo · 8 seats' },
    ],
  },
];

// Module-level: the same function on every render.
const isUnderMaintenance = (room: Room) => Boolean(room.maintenance);

export default function UnavailableRooms() {
  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Meeting rooms"
        items={floors}
        isItemDisabled={isUnderMaintenance}
        defaultExpandedItems={['floor-3']}
      />
    </Box>
  );
}
