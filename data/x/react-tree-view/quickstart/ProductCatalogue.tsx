import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const catalogue: TreeViewBaseItem[] = [
  {
    id: 'outdoor',
    label: 'Outdoor',
    children: [
      {
        id: 'outdoor-tents',
        label: 'Tents',
        children: [
          { id: 'tent-2p', label: 'Two-person dome tent' },
          { id: 'tent-4p', label: 'Four-person family tent' },
        ],
      },
      { id: 'outdoor-sleeping', label: 'Sleeping bags' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'kitchen-knives', label: 'Knives' },
      { id: 'kitchen-pans', label: 'Pans and skillets' },
    ],
  },
  { id: 'gift-cards', label: 'Gift cards' },
];

export default function ProductCatalogue() {
  return (
    <RichTreeView
      aria-label="Product catalogue"
      items={catalogue}
      defaultExpandedItems={['outdoor', 'outdoor-tents']}
      sx={{ maxWidth: 360 }}
    />
  );
}
