import * as React from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { SvgIconComponent } from '@mui/icons-material';
import InboxIcon from '@mui/icons-material/Inbox';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import LabelIcon from '@mui/icons-material/Label';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import InfoIcon from '@mui/icons-material/Info';
import ForumIcon from '@mui/icons-material/Forum';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

type MailItemProps = TreeItemProps & {
  icon: SvgIconComponent;
  iconColor?: string;
  unread?: number;
};

function MailItem({ icon: Icon, iconColor, unread, label, ...other }: MailItemProps) {
  return (
    <TreeItem
      {...other}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
          <Icon fontSize="small" sx={{ color: iconColor ?? 'text.secondary' }} />
          <Box component="span" sx={{ flexGrow: 1 }}>
            {label}
          </Box>
          {unread ? (
            <Box component="span" sx={{ typography: 'caption', fontWeight: 600 }}>
              {unread}
              <Box component="span" sx={visuallyHidden}>
                {' '}unread
              </Box>
            </Box>
          ) : null}
        </Box>
      }
    />
  );
}

export default function MailFoldersSidebar() {
  return (
    <SimpleTreeView
      aria-label="Mail folders"
      defaultExpandedItems={['mail-categories']}
      defaultSelectedItems="mail-inbox"
      itemChildrenIndentation={16}
      sx={(theme) => ({
        maxWidth: 300,
        [`& .${treeItemClasses.content}`]: {
          borderRadius: '0 999px 999px 0',
          pr: 2,
        },
        [`& .${treeItemClasses.content}[data-selected], & .${treeItemClasses.content}[data-selected][data-focused]`]: {
          backgroundColor: (theme.vars || theme).palette.action.selected,
          fontWeight: theme.typography.fontWeightBold,
        },
      })}
    >
      <MailItem itemId="mail-inbox" label="Inbox" icon={InboxIcon} unread={12} />
      <MailItem itemId="mail-starred" label="Starred" icon={StarBorderIcon} />
      <MailItem itemId="mail-sent" label="Sent" icon={SendIcon} />
      <MailItem itemId="mail-drafts" label="Drafts" icon={DraftsIcon} unread={2} />
      <MailItem itemId="mail-categories" label="Categories" icon={LabelIcon}>
        <MailItem itemId="mail-social" label="Social" icon={SupervisorAccountIcon} iconColor="#1a73e8" unread={31} />
        <MailItem itemId="mail-updates" label="Updates" icon={InfoIcon} iconColor="#b06000" unread={7} />
        <MailItem itemId="mail-forums" label="Forums" icon={ForumIcon} iconColor="#a142f4" />
        <MailItem itemId="mail-promotions" label="Promotions" icon={LocalOfferIcon} iconColor="#188038" unread={104} />
      </MailItem>
    </SimpleTreeView>
  );
}
