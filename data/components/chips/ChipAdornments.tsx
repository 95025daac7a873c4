import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function ChipAdornments() {
  const handleRemove = () => {};

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Chip avatar={<Avatar>LW</Avatar>} label="Lukas Weber" />
      <Chip
        avatar={
          <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>PN</Avatar>
        }
        label="Priya Natarajan"
        variant="outlined"
        onDelete={handleRemove}
      />
      <Chip
        avatar={<Avatar sx={{ bgcolor: 'text.primary', color: 'background.paper' }}>AO</Avatar>}
        label="Ade Okafor"
        size="small"
      />
      <Chip avatar={<Avatar>12</Avatar>} label="Open issues" color="primary" />
    </Stack>
  );
}
