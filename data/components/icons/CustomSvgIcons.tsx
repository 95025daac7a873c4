import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';
import { createSvgIcon } from '@mui/material/utils';

// 1. A component wrapping SvgIcon: accepts every SvgIcon prop.
function LeafIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20 4C10 4 4 9 4 16c0 1.4.3 2.7.8 4l1.8-1.2C8 15 11 12 15 10c-3 2.5-5.4 5.5-6.6 9.2 1 .5 2.2.8 3.6.8 7 0 8-8 8-16z" />
    </SvgIcon>
  );
}

// 2. createSvgIcon: the same helper @mui/icons-material uses for its icons.
const HexagonIcon = createSvgIcon(
  <path d="M12 2 21 7v10l-9 5-9-5V7z" />,
  'Hexagon',
);

// 3. A drawing made on a 48 × 48 grid: give SvgIcon the matching viewBox.
function PlanetIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="12" />
      <path
        d="M4 30c4 4 36-6 40-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

export default function CustomSvgIcons() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <LeafIcon color="success" fontSize="large" />
        <HexagonIcon color="primary" fontSize="large" />
        <PlanetIcon color="secondary" fontSize="large" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" startIcon={<LeafIcon />}>
          Eco mode
        </Button>
        <Button variant="contained" endIcon={<PlanetIcon />}>
          Explore
        </Button>
      </Stack>
    </Stack>
  );
}
