import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const manual: TreeViewBaseItem[] = [
  {
    id: 'install',
    label: 'Installation',
    children: [
      { id: 'install-docker', label: 'Docker' },
      { id: 'install-k8s', label: 'Kubernetes' },
    ],
  },
  {
    id: 'config',
    label: 'Configuration',
    children: [
      { id: 'config-env', label: 'Environment variables' },
      { id: 'config-tls', label: 'TLS certificates' },
    ],
  },
  { id: 'upgrade', label: 'Upgrading', children: [{ id: 'upgrade-v3', label: 'From v2 to v3' }] },
];

export default function PopularSections() {
  const [opens, setOpens] = React.useState<Record<string, number>>({});

  const ranking = Object.entries(opens).sort((a, b) => b[1] - a[1]);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <RichTreeView
        aria-label="Operations manual"
        items={manual}
        onItemExpansionToggle={(event, itemId, isExpanded) => {
          if (isExpanded) {
            setOpens((previous) => ({ ...previous, [itemId]: (previous[itemId] ?? 0) + 1 }));
          }
        }}
        sx={{ flex: '1 1 220px' }}
      />
      <Box sx={{ flex: '1 1 180px' }}>
        <Typography component="p" variant="subtitle2">
          Sections opened
        </Typography>
        {ranking.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Open a section to start counting.
          </Typography>
        ) : (
          ranking.map(([id, count]) => (
            <Typography key={id} variant="body2" sx={{ color: 'text.secondary' }}>
              {id}: {count}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
