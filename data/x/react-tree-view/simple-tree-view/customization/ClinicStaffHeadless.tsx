import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';

interface StaffItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {
  /** Second line under the name, such as a role or a shift. */
  details?: string;
}

function initials(name: string) {
  return name
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
}

const StaffItem = React.forwardRef(function StaffItem(
  props: StaffItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, details, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const name = typeof label === 'string' ? label : '';

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexGrow: 1, py: 0.25 }}>
            <Avatar
              aria-hidden
              sx={(theme) => ({
                width: 28,
                height: 28,
                fontSize: '0.75rem',
                bgcolor: (theme.vars || theme).palette.primary.main,
                color: (theme.vars || theme).palette.primary.contrastText,
              })}
            >
              {initials(name)}
            </Avatar>
            {/* Two lines instead of the plain label; getLabelProps still wires the label handlers. */}
            <Box {...item.getLabelProps()} sx={{ display: 'flex', flexDirection: 'column' }}>
              <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
                {label}
              </Typography>
              {details ? (
                <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                  {details}
                </Typography>
              ) : null}
            </Box>
          </Box>
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ClinicStaffHeadless() {
  return (
    <SimpleTreeView
      aria-label="Clinic staff"
      defaultExpandedItems={['hr-okafor', 'hr-lindqvist']}
      sx={{ maxWidth: 380 }}
    >
      <StaffItem itemId="hr-okafor" label="Grace Okafor" details="Medical director">
        <StaffItem itemId="hr-lindqvist" label="Erik Lindqvist" details="Head nurse, day shift">
          <StaffItem itemId="hr-moreau" label="Camille Moreau" details="Nurse, paediatrics" />
          <StaffItem itemId="hr-tanaka" label="Ren Tanaka" details="Nurse, triage" />
        </StaffItem>
        <StaffItem itemId="hr-haddad" label="Nadia Haddad" details="GP, Mondays to Thursdays" />
      </StaffItem>
    </SimpleTreeView>
  );
}
