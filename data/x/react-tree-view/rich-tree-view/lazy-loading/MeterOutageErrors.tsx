import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

type Reading = { id: string; label: string; childrenCount: number };

const sites: Reading[] = [
  { id: 'nrg-depot', label: 'Bus depot', childrenCount: 2 },
  { id: 'nrg-school', label: 'Riverside school', childrenCount: 2 },
];

const meters: Record<string, Reading[]> = {
  'nrg-depot': [
    { id: 'nrg-depot-m1', label: 'Charging bay meter: 412 kWh', childrenCount: 0 },
    { id: 'nrg-depot-m2', label: 'Workshop meter: 96 kWh', childrenCount: 0 },
  ],
  'nrg-school': [
    { id: 'nrg-school-m1', label: 'Main building: 230 kWh', childrenCount: 0 },
    { id: 'nrg-school-m2', label: 'Solar roof: −58 kWh', childrenCount: 0 },
  ],
};

// Adds a visible, readable message to the item when its last request failed.
const SiteItem = React.forwardRef(function SiteItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const label = status.error ? (
    <span>
      {props.label}
      <Box component="span" sx={{ color: 'error.main', typography: 'body2', ml: 1 }}>
        Readings unavailable, open again to retry
      </Box>
    </span>
  ) : (
    props.label
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function MeterOutageErrors() {
  const [outage, setOutage] = React.useState(true);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (reading: Reading) => reading.childrenCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Reading[]>((resolve, reject) => {
          setTimeout(() => {
            if (outage) {
              reject(new Error('Metering service unavailable'));
            } else {
              resolve(parentId ? (meters[parentId] ?? []) : sites);
            }
          }, 500);
        }),
    }),
    [outage],
  );

  return (
    <Box sx={{ maxWidth: 440 }}>
      <FormControlLabel
        control={<Switch checked={outage} onChange={(event) => setOutage(event.target.checked)} />}
        label="Simulate a metering outage"
      />
      <RichTreeViewPro
        aria-label="Energy readings by site"
        items={sites}
        dataSource={dataSource}
        slots={{ item: SiteItem }}
      />
    </Box>
  );
}
