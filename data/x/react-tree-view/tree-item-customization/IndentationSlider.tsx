import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regulations: TreeViewBaseItem[] = [
  {
    id: 'title-4',
    label: 'Title 4 · Food safety',
    children: [
      {
        id: 'chapter-2',
        label: 'Chapter 2 · Storage',
        children: [
          {
            id: 'section-2-1',
            label: 'Section 2.1 · Refrigeration',
            children: [
              { id: 'clause-a', label: 'Clause (a) · Maximum 5 °C' },
              { id: 'clause-b', label: 'Clause (b) · Daily temperature log' },
            ],
          },
          { id: 'section-2-2', label: 'Section 2.2 · Dry storage' },
        ],
      },
      { id: 'chapter-3', label: 'Chapter 3 · Labelling' },
    ],
  },
];

export default function IndentationSlider() {
  const [indent, setIndent] = React.useState(12);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id="indent-slider-label" variant="body2" gutterBottom>
        Indentation per level: {indent}px
      </Typography>
      <Slider
        aria-labelledby="indent-slider-label"
        value={indent}
        min={0}
        max={40}
        step={4}
        marks
        size="small"
        onChange={(_event, value) => setIndent(value as number)}
        sx={{ maxWidth: 240, mb: 1 }}
      />
      <RichTreeView
        aria-label="Food safety regulations"
        items={regulations}
        itemChildrenIndentation={indent}
        defaultExpandedItems={['title-4', 'chapter-2', 'section-2-1']}
      />
    </Box>
  );
}
