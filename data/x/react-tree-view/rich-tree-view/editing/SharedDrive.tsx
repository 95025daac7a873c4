import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type DriveEntry = TreeViewBaseItem<{ id: string; label: string; owner: 'me' | 'team' }>;

const drive: DriveEntry[] = [
  {
    id: 'mine',
    label: 'My files',
    owner: 'team',
    children: [
      { id: 'cv', label: 'CV draft', owner: 'me' },
      { id: 'notes', label: 'Meeting notes', owner: 'me' },
    ],
  },
  {
    id: 'shared',
    label: 'Shared with me',
    owner: 'team',
    children: [
      { id: 'budget', label: 'Team budget (read only)', owner: 'team' },
      { id: 'roadmap', label: 'Roadmap (read only)', owner: 'team' },
    ],
  },
];

const isOwnedByMe = (entry: DriveEntry) => entry.owner === 'me';

export default function SharedDrive() {
  return (
    <RichTreeView
      aria-label="Drive"
      items={drive}
      isItemEditable={isOwnedByMe}
      defaultExpandedItems={['mine', 'shared']}
      sx={{ maxWidth: 360 }}
    />
  );
}
