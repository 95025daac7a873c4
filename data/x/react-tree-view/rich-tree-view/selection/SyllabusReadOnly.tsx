import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1: Soil basics',
    children: [
      { id: 'w1-texture', label: 'Texture and structure' },
      { id: 'w1-ph', label: 'Measuring pH' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Composting',
    children: [
      { id: 'w2-ratio', label: 'Carbon to nitrogen ratio' },
      { id: 'w2-bins', label: 'Building a three-bay bin' },
    ],
  },
  { id: 'week-3', label: 'Week 3: Field visit' },
];

export default function SyllabusReadOnly() {
  return (
    <Box sx={{ minHeight: 240, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Course outline"
        items={syllabus}
        disableSelection
        defaultExpandedItems={['week-1']}
      />
    </Box>
  );
}
