import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const menu: TreeViewBaseItem[] = [
  {
    id: 'coffee',
    label: 'Coffee',
    children: [
      { id: 'espresso', label: 'Espresso' },
      { id: 'flat-white', label: 'Flat white' },
      { id: 'cortado', label: 'Cortado' },
    ],
  },
  {
    id: 'tea',
    label: 'Tea',
    children: [
      { id: 'sencha', label: 'Sencha' },
      { id: 'earl-grey', label: 'Earl Grey' },
    ],
  },
  { id: 'hot-chocolate', label: 'Hot chocolate' },
];

export default function CafeMenuSingle() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 320 }}>
      <RichTreeView
        aria-label="Café menu"
        items={menu}
        defaultExpandedItems={['coffee']}
        defaultSelectedItems="flat-white"
      />
    </Box>
  );
}
