import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Rows from a parts catalogue: the unique key is `sku`, there is no `id` field.
type Part = { sku: string; label: string; children?: Part[] };

const parts: Part[] = [
  {
    sku: 'CAT-DRIVE',
    label: 'Drivetrain',
    children: [
      { sku: 'CH-11S-116', label: '11-speed chain, 116 links' },
      { sku: 'CS-1132', label: 'Cassette 11–32' },
    ],
  },
  {
    sku: 'CAT-BRAKE',
    label: 'Brakes',
    children: [
      { sku: 'BP-RES-2', label: 'Resin brake pads (pair)' },
      { sku: 'RT-160', label: 'Disc rotor 160 mm' },
    ],
  },
];

const getPartSku = (part: Part) => part.sku;

export default function SkuIdentifiers() {
  const [selected, setSelected] = React.useState<string | null>('CS-1132');

  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Bike parts"
        items={parts}
        getItemId={getPartSku}
        defaultExpandedItems={['CAT-DRIVE', 'CAT-BRAKE']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, sku) => setSelected(sku)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Selected SKU: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
