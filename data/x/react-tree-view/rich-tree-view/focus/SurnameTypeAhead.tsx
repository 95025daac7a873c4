import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Member = { id: string; given: string; family: string };

const committee: TreeViewBaseItem<Member>[] = [
  {
    id: 'board',
    given: 'Board',
    family: '',
    children: [
      { id: 'm1', given: 'Amara', family: 'Diallo' },
      { id: 'm2', given: 'Hugo', family: 'Lefebvre' },
      { id: 'm3', given: 'Ingrid', family: 'Nilsson' },
      { id: 'm4', given: 'Rafael', family: 'Duarte' },
      { id: 'm5', given: 'Yuki', family: 'Tanaka' },
    ],
  },
];

// Type-ahead matches the first character of this text.
const getMemberLabel = (member: Member) =>
  member.family ? `${member.family}, ${member.given}` : member.given;

export default function SurnameTypeAhead() {
  return (
    <Box sx={{ maxWidth: 340 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Click a name, then type D, N or T to jump by family name.
      </Typography>
      <RichTreeView
        aria-label="Board members by family name"
        items={committee}
        getItemLabel={getMemberLabel}
        defaultExpandedItems={['board']}
      />
    </Box>
  );
}
