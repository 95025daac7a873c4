import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Meter = { id: string; label: string; kwh?: number; previousKwh?: number };

const meters: TreeViewBaseItem<Meter>[] = [
  {
    id: 'north',
    label: 'North building',
    children: [
      { id: 'n-hvac', label: 'HVAC', kwh: 412, previousKwh: 388 },
      { id: 'n-light', label: 'Lighting', kwh: 96, previousKwh: 104 },
    ],
  },
  {
    id: 'south',
    label: 'South building',
    children: [
      { id: 's-server', label: 'Server room', kwh: 730, previousKwh: 730 },
      { id: 's-kitchen', label: 'Kitchen', kwh: 158, previousKwh: 141 },
    ],
  },
];

interface ReadingLabelProps {
  children: React.ReactNode;
  className?: string;
  // Props the tree passes to every label: forward the DOM ones, keep the others off the DOM.
  editable?: boolean;
  onDoubleClick?: React.MouseEventHandler<HTMLDivElement>;
  ownerState?: unknown;
  meter?: Meter;
}

function ReadingLabel({ children, className, editable, ownerState, meter, ...other }: ReadingLabelProps) {
  let trend = '';
  if (meter?.kwh !== undefined && meter.previousKwh !== undefined) {
    const delta = meter.kwh - meter.previousKwh;
    trend = delta === 0 ? 'steady' : `${delta > 0 ? '▲ +' : '▼ '}${delta} vs last week`;
  }

  return (
    <Box className={className} {...other} sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
      <Box component="span" sx={{ flex: 1 }}>
        {children}
      </Box>
      {meter?.kwh !== undefined ? (
        <Box component="span" sx={{ textAlign: 'right' }}>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {meter.kwh} kWh
          </Box>
          <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
            {trend}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

function MeterItem(props: TreeItemProps) {
  const meter = useTreeItemModel<Meter>(props.itemId) ?? undefined;

  return (
    <TreeItem
      {...props}
      slots={{ label: ReadingLabel }}
      slotProps={{ label: { meter } as Partial<ReadingLabelProps> }}
    />
  );
}

export default function MeterReadingLabel() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeView
        aria-label="Energy meters"
        items={meters}
        slots={{ item: MeterItem }}
        defaultExpandedItems={['north', 'south']}
      />
    </Box>
  );
}
