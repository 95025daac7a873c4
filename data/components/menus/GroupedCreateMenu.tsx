import * as React from 'react';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddIcon from '@mui/icons-material/Add';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';

const groups = [
  {
    title: 'Work items',
    items: [
      { label: 'Task', icon: <TaskAltIcon fontSize="small" /> },
      { label: 'Bug report', icon: <BugReportOutlinedIcon fontSize="small" /> },
      { label: 'Milestone', icon: <FlagOutlinedIcon fontSize="small" /> },
    ],
  },
  {
    title: 'Documents',
    items: [
      { label: 'Spec page', icon: <ArticleOutlinedIcon fontSize="small" /> },
      { label: 'Meeting notes', icon: <EventNoteOutlinedIcon fontSize="small" /> },
    ],
  },
];

export default function GroupedCreateMenu() {
  const buttonId = React.useId();
  const menuId = React.useId();
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const handleClose = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={buttonId}
        variant="contained"
        startIcon={<AddIcon />}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        New
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={handleClose}
        slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 220 } } }}
      >
        {/* Menu children must be a flat list: no fragments, so each group is spread into the array. */}
        {groups.flatMap((group) => [
          <ListSubheader key={group.title}>{group.title}</ListSubheader>,
          ...group.items.map((item) => (
            <MenuItem key={item.label} onClick={handleClose}>
              <ListItemIcon>{item.icon}</ListItemIcon>
              {item.label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </div>
  );
}
