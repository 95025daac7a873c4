import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import PaletteIcon from '@mui/icons-material/Palette';
import TextFieldsIcon from '@mui/icons-material/TextFields';

const iconSx = { mr: 0.5 } as const;

export default function IconBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link underline="hover" color="inherit" href="/" sx={{ display: 'flex', alignItems: 'center' }}>
        <HomeIcon sx={iconSx} fontSize="inherit" />
        Home
      </Link>
      <Link underline="hover" color="inherit" href="/customization/" sx={{ display: 'flex', alignItems: 'center' }}>
        <PaletteIcon sx={iconSx} fontSize="inherit" />
        Customization
      </Link>
      <Typography aria-current="page" sx={{ color: 'text.primary', display: 'flex', alignItems: 'center' }}>
        <TextFieldsIcon sx={iconSx} fontSize="inherit" />
        Typography
      </Typography>
    </Breadcrumbs>
  );
}
