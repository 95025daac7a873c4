import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="/">
        Home
      </Link>
      <Link underline="hover" color="inherit" href="/customization/">
        Customization
      </Link>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        Palette
      </Typography>
    </Breadcrumbs>
  );
}
