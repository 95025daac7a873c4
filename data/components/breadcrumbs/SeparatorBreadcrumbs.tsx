import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

const trail = [
  <Link key="home" underline="hover" color="inherit" href="/">
    Home
  </Link>,
  <Link key="guides" underline="hover" color="inherit" href="/guides/">
    Guides
  </Link>,
  <Typography key="current" aria-current="page" sx={{ color: 'text.primary' }}>
    Localization
  </Typography>,
];

export default function SeparatorBreadcrumbs() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs separator="›" aria-label="Breadcrumb with a text separator">
        {trail}
      </Breadcrumbs>
      <Breadcrumbs separator="–" aria-label="Breadcrumb with a dash separator">
        {trail}
      </Breadcrumbs>
      <Breadcrumbs separator={<NavigateNextIcon fontSize="small" />} aria-label="Breadcrumb with an icon separator">
        {trail}
      </Breadcrumbs>
    </Stack>
  );
}
