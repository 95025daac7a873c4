import type { SvgIconProps } from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// A small sprout drawn for this demo, used for every plant (leaf entry).
const SproutIcon = createSvgIcon(
  <path d="M12 21v-7m0 0c0-4-3-6-7-6 0 4 3 6 7 6Zm0-2c0-4 3-7 7-7 0 4-3 7-7 7Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  'Sprout',
);

function GreenSproutIcon(props: SvgIconProps) {
  return <SproutIcon {...props} sx={{ color: 'success.main' }} />;
}

const catalogue: TreeViewBaseItem[] = [
  {
    id: 'nur-perennials',
    label: 'Perennials',
    children: [
      { id: 'nur-lavender', label: 'Lavender "Hidcote"' },
      { id: 'nur-geranium', label: 'Hardy geranium' },
    ],
  },
  {
    id: 'nur-shrubs',
    label: 'Shrubs',
    children: [
      { id: 'nur-hydrangea', label: 'Oakleaf hydrangea' },
      {
        id: 'nur-roses',
        label: 'Roses',
        children: [{ id: 'nur-rose-climbing', label: 'Climbing rose "New Dawn"' }],
      },
    ],
  },
  { id: 'nur-seeds', label: 'Seed packets' },
];

export default function NurseryCatalogIcons() {
  return (
    <RichTreeView
      aria-label="Plant nursery catalogue"
      items={catalogue}
      defaultExpandedItems={['nur-shrubs']}
      slots={{
        expandIcon: KeyboardArrowRightIcon,
        collapseIcon: KeyboardArrowDownIcon,
        endIcon: GreenSproutIcon,
      }}
      sx={{ maxWidth: 340 }}
    />
  );
}
