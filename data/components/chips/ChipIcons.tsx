import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import BoltIcon from '@mui/icons-material/Bolt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RecyclingIcon from '@mui/icons-material/Recycling';
import VerifiedIcon from '@mui/icons-material/Verified';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

export default function ChipIcons() {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Chip icon={<LocalShippingIcon />} label="Free delivery" />
      <Chip icon={<BoltIcon />} label="Next-day" color="primary" />
      <Chip icon={<RecyclingIcon />} label="Recycled packaging" variant="outlined" />
      <Chip icon={<VerifiedIcon color="success" />} label="Verified seller" variant="outlined" />
      <Chip icon={<WorkspacePremiumIcon />} label="Bestseller" color="secondary" size="small" />
    </Stack>
  );
}
