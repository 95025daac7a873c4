import * as React from 'react';
import Collapse, { type CollapseProps } from '@mui/material/Collapse';
import useMediaQuery from '@mui/material/useMediaQuery';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const modules: TreeViewBaseItem[] = [
  {
    id: 'grow-week-1',
    label: 'Week 1: Cells and tissues',
    children: [
      { id: 'grow-week-1-lecture', label: 'Lecture: the cell membrane' },
      { id: 'grow-week-1-lab', label: 'Lab: staining onion cells' },
      { id: 'grow-week-1-quiz', label: 'Quiz (10 questions)' },
    ],
  },
  {
    id: 'grow-week-2',
    label: 'Week 2: Genetics',
    children: [
      { id: 'grow-week-2-lecture', label: 'Lecture: Mendel’s peas' },
      { id: 'grow-week-2-essay', label: 'Essay: inherited traits' },
    ],
  },
];

// Opens with a slight overshoot, closes quickly; no motion when the user asks for less.
const SpringyCollapse = React.forwardRef(function SpringyCollapse(
  props: CollapseProps,
  ref: React.Ref<HTMLDivElement>,
) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Collapse
      ref={ref}
      {...props}
      timeout={reduceMotion ? 0 : { enter: 380, exit: 180 }}
      easing={{ enter: 'cubic-bezier(0.34, 1.45, 0.64, 1)', exit: 'ease-in' }}
    />
  );
});

export default function SpringyGroupTransition() {
  return (
    <RichTreeView
      aria-label="Biology course modules"
      items={modules}
      // Every entry receives the same item props, including its own slots.
      slotProps={{ item: { slots: { groupTransition: SpringyCollapse } } }}
      sx={{ maxWidth: 360 }}
    />
  );
}
