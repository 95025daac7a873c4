import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import BoltIcon from '@mui/icons-material/Bolt';
import DoneIcon from '@mui/icons-material/Done';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';

export default function ChipAdornments() {
  const handleDelete = () => {};

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip avatar={<Avatar>LW</Avatar>} label="Lukas Weber" />
        <Chip
          avatar={<Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>PN</Avatar>}
          label="Priya Natarajan"
          variant="outlined"
          onDelete={handleDelete}
        />
        <Chip avatar={<Avatar>12</Avatar>} label="Open issues" color="primary" />
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Chip icon={<LocalShippingIcon />} label="Free shipping" />
        <Chip icon={<BoltIcon />} label="Express" color="secondary" variant="outlined" />
        <Chip
          label="Verified seller"
          color="success"
          onDelete={handleDelete}
          deleteIcon={<DoneIcon />}
        />
        <Chip
          label="Exclude refurbished"
          variant="outlined"
          onDelete={handleDelete}
          deleteIcon={<RemoveCircleOutlineIcon />}
        />
      </Stack>
    </Stack>
  );
}
