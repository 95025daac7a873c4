import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import HomeIcon from '@mui/icons-material/Home';

export default function ChipBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb" separator="›">
      <Chip component="a" href="/" clickable size="small" icon={<HomeIcon fontSize="small" />} label="Home" />
      <Chip component="a" href="/getting-started/" clickable size="small" label="Getting started" />
      <Chip size="small" color="primary" variant="outlined" label="Installation" aria-current="page" />
    </Breadcrumbs>
  );
}
