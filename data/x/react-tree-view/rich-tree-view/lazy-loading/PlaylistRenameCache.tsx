import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

type Track = { id: string; label: string; childrenCount: number };

const folders: Track[] = [
  { id: 'pl-running', label: 'Running', childrenCount: 2 },
  { id: 'pl-focus', label: 'Focus', childrenCount: 2 },
];

const initialPlaylists: Record<string, Track[]> = {
  'pl-running': [
    { id: 'pl-running-5k', label: 'Easy 5K', childrenCount: 0 },
    { id: 'pl-running-hills', label: 'Hill repeats', childrenCount: 0 },
  ],
  'pl-focus': [
    { id: 'pl-focus-piano', label: 'Quiet piano', childrenCount: 0 },
    { id: 'pl-focus-rain', label: 'Rain and lo-fi', childrenCount: 0 },
  ],
};

export default function PlaylistRenameCache() {
  const apiRef = useTreeViewApiRef();
  // The fake server's copy of the playlists, and the cache the tree reads from.
  const server = React.useRef(initialPlaylists);
  const [cache] = React.useState(() => new DataSourceCacheDefault({}));
  const [syncCache, setSyncCache] = React.useState(true);
  const [status, setStatus] = React.useState('Double-click a playlist to rename it.');

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (track: Track) => track.childrenCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Track[]>((resolve) => {
          setTimeout(() => resolve(parentId ? (server.current[parentId] ?? []) : folders), 500);
        }),
    }),
    [],
  );

  const handleLabelChange = (itemId: string, newLabel: string) => {
    const parentId = apiRef.current?.getParentId(itemId) ?? 'root';
    // 1. Save on the server.
    server.current = {
      ...server.current,
      [parentId]: (server.current[parentId] ?? []).map((track) =>
        track.id === itemId ? { ...track, label: newLabel } : track,
      ),
    };
    // 2. Patch the cached level, or the next opening shows the old name again.
    const cached = cache.get(parentId);
    if (syncCache && cached !== undefined && cached !== -1) {
      cache.set(
        parentId,
        cached.map((entry) => (entry.id === itemId ? { ...entry, label: newLabel } : entry)),
      );
    }
    setStatus(`Saved "${newLabel}". Close and reopen its folder to check.`);
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <FormControlLabel
        control={<Checkbox checked={syncCache} onChange={(event) => setSyncCache(event.target.checked)} />}
        label="Update the cache after a rename"
      />
      <RichTreeViewPro
        aria-label="Playlists"
        apiRef={apiRef}
        items={folders}
        dataSource={dataSource}
        dataSourceCache={cache}
        isItemEditable={(track) => track.childrenCount === 0}
        expansionTrigger="content"
        onItemLabelChange={handleLabelChange}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {status}
      </Typography>
    </Box>
  );
}
