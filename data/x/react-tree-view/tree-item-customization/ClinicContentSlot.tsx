import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Appointment = { id: string; label: string; cancelled?: boolean };

const schedule: TreeViewBaseItem<Appointment>[] = [
  {
    id: 'mon',
    label: 'Monday 3 March',
    children: [
      { id: 'mon-1', label: '09:00 · Dr Okafor · Check-up' },
      { id: 'mon-2', label: '10:30 · Dr Okafor · Vaccination (cancelled)', cancelled: true },
      { id: 'mon-3', label: '14:00 · Dr Silva · Physiotherapy' },
    ],
  },
  {
    id: 'tue',
    label: 'Tuesday 4 March',
    children: [
      { id: 'tue-1', label: '08:15 · Dr Silva · Blood test' },
      { id: 'tue-2', label: '11:45 · Dr Novak · Follow-up' },
    ],
  },
];

// The row: a card with an accent bar. The data-* attributes come from the tree.
const AppointmentRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  cursor: 'pointer',
  padding: theme.spacing(0.75, 1),
  // Keep the nesting: each level is shifted by the tree's indentation.
  paddingLeft: `calc(${theme.spacing(1)} + var(--TreeView-itemChildrenIndentation) * var(--TreeView-itemDepth))`,
  marginBottom: 2,
  borderLeft: `4px solid ${theme.palette.grey[300]}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&[data-focused]': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '&[data-selected]': {
    borderLeftColor: theme.palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, 0.12),
  },
  '&[data-disabled]': {
    cursor: 'default',
    textDecoration: 'line-through',
    color: theme.palette.text.disabled,
  },
}));

function AppointmentItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ content: AppointmentRow }} />;
}

export default function ClinicContentSlot() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <RichTreeView
        aria-label="Clinic appointments"
        items={schedule}
        slots={{ item: AppointmentItem }}
        isItemDisabled={(appointment) => Boolean(appointment.cancelled)}
        defaultExpandedItems={['mon']}
        defaultSelectedItems="mon-3"
      />
    </Box>
  );
}
