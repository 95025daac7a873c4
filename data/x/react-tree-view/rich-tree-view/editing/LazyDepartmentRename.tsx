import * as React from 'react';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

type Unit = { id: string; label: string; childrenCount: number };

const roots: Unit[] = [
  { id: 'clinical', label: 'Clinical services', childrenCount: 2 },
  { id: 'admin', label: 'Administration', childrenCount: 2 },
];

const initialChildren: Record<string, Unit[]> = {
  clinical: [
    { id: 'cardiology', label: 'Cardiology', childrenCount: 0 },
    { id: 'radiology', label: 'Radiology', childrenCount: 0 },
  ],
  admin: [
    { id: 'payroll', label: 'Payroll', childrenCount: 0 },
    { id: 'front-desk', label: 'Front desk', childrenCount: 0 },
  ],
};

// Only departments are renamed here; the two groups come from a fixed list.
const isDepartment = (unit: Unit) => unit.childrenCount === 0;

const slotProps = { item: { slotProps: { labelInput: { 'aria-label': 'Department name' } } } };

export default function LazyDepartmentRename() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState('Open a group, rename a department, then close and reopen the group.');

  // One fake server and one cache per mounted demo.
  const [server] = React.useState(() => ({ children: { ...initialChildren } }));
  const [cache] = React.useState(() => new DataSourceCacheDefault({}));

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (unit: Unit) => unit.childrenCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Unit[]>((resolve) => {
          setTimeout(() => resolve(parentId ? (server.children[parentId] ?? []) : roots), 500);
        }),
    }),
    [server],
  );

  const handleLabelChange = (itemId: string, newLabel: string) => {
    const parentKey = apiRef.current?.getParentId(itemId) ?? 'root';
    // 1. Save on the "server".
    server.children[parentKey] = (server.children[parentKey] ?? []).map((unit) =>
      unit.id === itemId ? { ...unit, label: newLabel } : unit,
    );
    // 2. Patch the cached level, or reopening the group would bring the old name back.
    const cached = cache.get(parentKey);
    if (cached && cached !== -1) {
      cache.set(
        parentKey,
        cached.map((entry) => (entry.id === itemId ? { ...entry, label: newLabel } : entry)),
      );
    }
    setMessage(`Saved “${newLabel}” and updated the cache of ${parentKey}.`);
  };

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeViewPro
        apiRef={apiRef}
        aria-label="Hospital departments"
        items={roots}
        dataSource={dataSource}
        dataSourceCache={cache}
        isItemEditable={isDepartment}
        slotProps={slotProps}
        onItemLabelChange={handleLabelChange}
        sx={{ minHeight: 80 }}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
