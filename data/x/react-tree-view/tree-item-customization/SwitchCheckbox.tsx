import * as React from 'react';
import Box from '@mui/material/Box';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const notifications: TreeViewBaseItem[] = [
  {
    id: 'email',
    label: 'Email',
    children: [
      { id: 'email-invoices', label: 'New invoices' },
      { id: 'email-digest', label: 'Weekly digest' },
    ],
  },
  {
    id: 'sms',
    label: 'Text messages',
    children: [
      { id: 'sms-outage', label: 'Service outages' },
      { id: 'sms-login', label: 'New sign-ins' },
    ],
  },
];

// The tree passes `visible` and `indeterminate` too: they are not DOM attributes, so take them out.
type ToggleProps = SwitchProps & { visible?: boolean; indeterminate?: boolean };

const ToggleCheckbox = React.forwardRef(function ToggleCheckbox(
  { visible, indeterminate, ...other }: ToggleProps,
  ref: React.Ref<HTMLButtonElement>,
) {
  if (!visible) {
    return null;
  }
  return <Switch {...other} ref={ref} size="small" />;
});

function SettingItem(props: TreeItemProps) {
  return <TreeItem {...props} slots={{ checkbox: ToggleCheckbox }} />;
}

export default function SwitchCheckbox() {
  const [enabled, setEnabled] = React.useState<string[]>(['email-invoices', 'sms-outage']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <RichTreeView
        aria-label="Notification settings"
        items={notifications}
        slots={{ item: SettingItem }}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['email', 'sms']}
        selectedItems={enabled}
        onSelectedItemsChange={(_event, itemIds) => setEnabled(itemIds)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {enabled.length} setting{enabled.length === 1 ? '' : 's'} on
      </Typography>
    </Box>
  );
}
