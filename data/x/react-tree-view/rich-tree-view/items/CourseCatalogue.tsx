import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Course = TreeViewBaseItem<{ id: string; label: string; seatsLeft?: number }>;

const courses: Course[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'design-typography', label: 'Typography basics', seatsLeft: 4 },
      { id: 'design-colour', label: 'Colour theory (full)', seatsLeft: 0 },
    ],
  },
  {
    id: 'engineering',
    label: 'Engineering',
    children: [
      { id: 'eng-react', label: 'React fundamentals', seatsLeft: 12 },
      { id: 'eng-testing', label: 'Testing in practice (full)', seatsLeft: 0 },
      { id: 'eng-a11y', label: 'Accessible interfaces', seatsLeft: 7 },
    ],
  },
];

export default function CourseCatalogue() {
  return (
    <RichTreeView
      aria-label="Course catalogue"
      items={courses}
      isItemDisabled={(course) => course.seatsLeft === 0}
      disabledItemsFocusable
      defaultExpandedItems={['design', 'engineering']}
      sx={{ maxWidth: 360 }}
    />
  );
}
