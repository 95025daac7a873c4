import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const regions: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'germany',
        label: 'Germany',
        children: [
          { id: 'berlin', label: 'Berlin warehouse' },
          { id: 'hamburg', label: 'Hamburg port office' },
        ],
      },
      { id: 'spain', label: 'Spain', children: [{ id: 'valencia', label: 'Valencia hub' }] },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [{ id: 'japan', label: 'Japan', children: [{ id: 'osaka', label: 'Osaka studio' }] }],
  },
];

// Ids of the expandable entries down to a given depth (0 = root level).
function idsUpToDepth(items: TreeViewBaseItem[], maxDepth: number, depth = 0): string[] {
  if (depth > maxDepth) {
    return [];
  }
  return items.flatMap((item) =>
    item.children?.length ? [item.id, ...idsUpToDepth(item.children, maxDepth, depth + 1)] : [],
  );
}

const presets = { none: -1, regions: 0, all: Infinity };
type Preset = keyof typeof presets;

export default function ExpandToDepth() {
  const [expanded, setExpanded] = React.useState<string[]>(idsUpToDepth(regions, 0));
  const [preset, setPreset] = React.useState<Preset | null>('regions');

  const applyPreset = (event: React.MouseEvent, value: Preset | null) => {
    if (value) {
      setPreset(value);
      setExpanded(idsUpToDepth(regions, presets[value]));
    }
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={applyPreset}
        aria-label="Expansion level"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="none">Collapsed</ToggleButton>
        <ToggleButton value="regions">Countries</ToggleButton>
        <ToggleButton value="all">Everything</ToggleButton>
      </ToggleButtonGroup>
      <RichTreeView
        aria-label="Offices by region"
        items={regions}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => {
          setExpanded(itemIds);
          setPreset(null);
        }}
      />
    </Box>
  );
}
