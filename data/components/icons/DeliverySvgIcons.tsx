import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createSvgIcon } from '@mui/material/utils';

// From paths drawn on the default 24 × 24 grid; an array of shapes needs keys.
const TruckIcon = createSvgIcon(
  [
    <path key="body" d="M2 6h11v9H2zm11 3h4l3 3v3h-7z" />,
    <circle key="back" cx="6" cy="17.5" r="2" />,
    <circle key="front" cx="17" cy="17.5" r="2" />,
  ],
  'Truck',
);

const DoorstepIcon = createSvgIcon(<path d="M12 3 2 11h3v9h5v-6h4v6h5v-9h3z" />, 'Doorstep');

// From a whole <svg>: an outline icon whose strokes use currentColor.
const ParcelIcon = createSvgIcon(
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round">
    <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5zM3 7.5 12 12l9-4.5M12 12v9" />
  </svg>,
  'Parcel',
);

export default function DeliverySvgIcons() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip icon={<ParcelIcon />} label="Packed" color="success" variant="outlined" />
        <Chip icon={<TruckIcon />} label="In transit" color="primary" />
        <Chip icon={<DoorstepIcon />} label="Delivered" variant="outlined" />
      </Stack>
      <Button variant="outlined" startIcon={<TruckIcon />}>
        Track parcel
      </Button>
    </Stack>
  );
}
