import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function LabelledSettingsTree() {
  const headingId = React.useId();
  const hintId = React.useId();

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 360 }}>
      <Typography id={headingId} component="h3" variant="subtitle1">
        Notification settings
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Use the arrow keys to move, Enter to open a group and Space to choose a setting.
      </Typography>
      <SimpleTreeView
        aria-labelledby={headingId}
        aria-describedby={hintId}
        defaultExpandedItems={['email']}
      >
        <TreeItem itemId="email" label="Email">
          <TreeItem itemId="email-digest" label="Weekly digest" />
          <TreeItem itemId="email-mentions" label="Mentions" />
        </TreeItem>
        <TreeItem itemId="push" label="Push notifications">
          <TreeItem itemId="push-messages" label="Direct messages" />
        </TreeItem>
        <TreeItem itemId="sms" label="SMS (not available in your region)" disabled />
      </SimpleTreeView>
    </Box>
  );
}
