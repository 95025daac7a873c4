import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Position = { parentId: string | null; index: number };
type MoveRequest = { itemId: string; parentId: string | null; index: number };

const rota: TreeViewBaseItem[] = [
  {
    id: 'rota-week-14',
    label: 'Week 14',
    children: [
      { id: 'rota-amara', label: 'Amara (primary)' },
      { id: 'rota-jonas', label: 'Jonas (backup)' },
    ],
  },
  {
    id: 'rota-week-15',
    label: 'Week 15',
    children: [
      { id: 'rota-li', label: 'Li (primary)' },
      { id: 'rota-pedro', label: 'Pedro (backup)' },
    ],
  },
];

const labels: Record<string, string> = {
  'rota-week-14': 'Week 14',
  'rota-week-15': 'Week 15',
  'rota-amara': 'Amara',
  'rota-jonas': 'Jonas',
  'rota-li': 'Li',
  'rota-pedro': 'Pedro',
};

// The fake scheduling API: answers after 800 ms.
function sendMove(request: MoveRequest) {
  return new Promise<MoveRequest>((resolve) => {
    setTimeout(() => resolve(request), 800);
  });
}

export default function RotaMoveRequests() {
  const [log, setLog] = React.useState<string[]>([]);

  const handlePositionChange = async (params: { itemId: string; newPosition: Position }) => {
    const { itemId, newPosition } = params;
    const target = newPosition.parentId ? labels[newPosition.parentId] : 'the top level';
    setLog((entries) => [`Saving: ${labels[itemId]} to ${target}…`, ...entries].slice(0, 4));
    const saved = await sendMove({ itemId, ...newPosition });
    setLog((entries) =>
      [`Saved: ${labels[saved.itemId]} is number ${saved.index + 1} in ${target}.`, ...entries].slice(0, 4),
    );
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <RichTreeViewPro
        aria-label="On-call rota"
        items={rota}
        itemsReordering
        defaultExpandedItems={['rota-week-14', 'rota-week-15']}
        canMoveItemToNewPosition={({ itemId, newPosition }) =>
          itemId.startsWith('rota-week')
            ? newPosition.parentId === null
            : Boolean(newPosition.parentId?.startsWith('rota-week'))
        }
        onItemPositionChange={handlePositionChange}
      />
      <Box role="log" aria-label="Requests to the scheduling API" sx={{ mt: 1, typography: 'body2', color: 'text.secondary' }}>
        {log.length === 0 ? 'Move an engineer to another week: the change is sent to the server.' : null}
        {log.map((entry, position) => (
          <div key={log.length - position}>{entry}</div>
        ))}
      </Box>
    </Box>
  );
}
