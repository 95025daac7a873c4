import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SettingsNavigation() {
  const [section, setSection] = React.useState<string | null>('account');

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <SimpleTreeView
        aria-label="Settings sections"
        expansionTrigger="iconContainer"
        defaultExpandedItems={['account']}
        selectedItems={section}
        onSelectedItemsChange={(event, itemId) => setSection(itemId)}
        sx={{ flex: '1 1 220px' }}
      >
        <TreeItem itemId="account" label="Account">
          <TreeItem itemId="account-profile" label="Profile" />
          <TreeItem itemId="account-password" label="Password" />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="billing-plan" label="Plan" />
          <TreeItem itemId="billing-invoices" label="Invoices" />
        </TreeItem>
      </SimpleTreeView>
      <Box sx={{ flex: '1 1 200px', p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography component="p" variant="subtitle2">
          Showing
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {section ? `the "${section}" page` : 'no page'}
        </Typography>
      </Box>
    </Box>
  );
}
