import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Card = TreeViewBaseItem<{ id: string; label: string; kind: 'column' | 'task'; locked?: boolean }>;

const board: Card[] = [
  {
    id: 'todo',
    label: 'To do',
    kind: 'column',
    children: [
      { id: 'copy', label: 'Write onboarding copy', kind: 'task' },
      { id: 'icons', label: 'Draw empty-state icons', kind: 'task' },
    ],
  },
  {
    id: 'doing',
    label: 'In progress',
    kind: 'column',
    children: [{ id: 'signup', label: 'Sign-up flow', kind: 'task' }],
  },
  {
    id: 'done',
    label: 'Done (locked)',
    kind: 'column',
    locked: true,
    children: [{ id: 'brief', label: 'Project brief (locked)', kind: 'task', locked: true }],
  },
];

const cards = new Map<string, Card>();
const index = (items: Card[]) =>
  items.forEach((card) => {
    cards.set(card.id, card);
    index(card.children ?? []);
  });
index(board);

// Locked cards cannot be picked up.
const isItemReorderable = (itemId: string) => !cards.get(itemId)?.locked;

// Columns stay at the root; tasks must land directly inside an unlocked column.
const canMoveItemToNewPosition = ({
  itemId,
  newPosition,
}: {
  itemId: string;
  newPosition: { parentId: string | null; index: number };
}) => {
  const parent = newPosition.parentId ? cards.get(newPosition.parentId) : undefined;
  if (cards.get(itemId)?.kind === 'column') {
    return parent === undefined;
  }
  return parent?.kind === 'column' && !parent.locked;
};

export default function BoardRules() {
  return (
    <RichTreeViewPro
      aria-label="Project board"
      items={board}
      itemsReordering
      isItemReorderable={isItemReorderable}
      canMoveItemToNewPosition={canMoveItemToNewPosition}
      defaultExpandedItems={['todo', 'doing', 'done']}
      sx={{ maxWidth: 380 }}
    />
  );
}
