import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const fullPath = ['Workspace', 'Marketing', 'Campaigns', 'Spring launch', 'Assets', 'Banner copy'];

export default function CampaignCrumbsMenu() {
  const [path, setPath] = React.useState(fullPath);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const buttonId = React.useId();

  const goTo = (level: number) => {
    setPath(path.slice(0, level + 1));
    setAnchorEl(null);
  };

  // Keep the first level and the last two; the rest go into the menu.
  const hidden = path.length > 4 ? path.slice(1, -2) : [];
  const shownAfter = path.length > 4 ? path.length - 2 : 1;

  const crumb = (name: string, level: number) =>
    level === path.length - 1 ? (
      <Typography key={name} aria-current="location" sx={{ color: 'text.primary' }}>
        {name}
      </Typography>
    ) : (
      <Link key={name} component="button" underline="hover" color="inherit" onClick={() => goTo(level)}>
        {name}
      </Link>
    );

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Breadcrumbs aria-label="Campaign folders">
        {crumb(path[0], 0)}
        {hidden.length > 0 && (
          <IconButton
            id={buttonId}
            size="small"
            aria-label={`Show ${hidden.length} hidden levels`}
            aria-haspopup="menu"
            aria-controls={anchorEl ? menuId : undefined}
            aria-expanded={anchorEl ? 'true' : undefined}
            onClick={(event) => setAnchorEl(event.currentTarget)}
          >
            <MoreHorizIcon fontSize="small" />
          </IconButton>
        )}
        {path.slice(shownAfter).map((name, index) => crumb(name, shownAfter + index))}
      </Breadcrumbs>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={Boolean(anchorEl)}
        onClose={() => setAnchorEl(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {hidden.map((name, index) => (
          <MenuItem key={name} onClick={() => goTo(index + 1)}>
            {name}
          </MenuItem>
        ))}
      </Menu>
      <Button size="small" onClick={() => setPath(fullPath)} disabled={path.length === fullPath.length}>
        Reopen “Banner copy”
      </Button>
    </Stack>
  );
}
