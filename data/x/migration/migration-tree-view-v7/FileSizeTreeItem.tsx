import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface FileItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus' | 'id'> {
  size?: string;
}

// Replaces a v7 `ContentComponent`: the item is assembled from the exported parts.
const FileItem = React.forwardRef(function FileItem(
  props: FileItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, size, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {size ? (
            <Typography
              component="span"
              variant="caption"
              sx={{ ml: 'auto', pl: 2, color: 'text.secondary', whiteSpace: 'nowrap' }}
            >
              {size}
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileSizeTreeItem() {
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <SimpleTreeView aria-label="Release folder" defaultExpandedItems={['release', 'assets']}>
        <FileItem itemId="release" label="release-2.4">
          <FileItem itemId="changelog" label="CHANGELOG.md" size="18 KB" />
          <FileItem itemId="installer" label="setup-2.4.exe" size="84 MB" />
          <FileItem itemId="assets" label="assets">
            <FileItem itemId="logo" label="logo.svg" size="6 KB" />
            <FileItem itemId="hero" label="hero.webp" size="212 KB" />
          </FileItem>
        </FileItem>
      </SimpleTreeView>
    </Box>
  );
}
