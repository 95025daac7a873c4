import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import StorefrontIcon from '@mui/icons-material/Storefront';

export default function AvatarSizesAndVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 24, height: 24, fontSize: '0.75rem' }}>XS</Avatar>
        <Avatar sx={{ width: 32, height: 32, fontSize: '0.875rem' }}>SM</Avatar>
        <Avatar>MD</Avatar>
        <Avatar sx={{ width: 56, height: 56, fontSize: '1.5rem' }}>LG</Avatar>
        <Avatar sx={{ width: 72, height: 72, fontSize: '2rem' }}>XL</Avatar>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Avatar variant="circular" sx={{ bgcolor: 'primary.main' }}>
          <FolderIcon />
        </Avatar>
        <Avatar variant="rounded" sx={{ bgcolor: 'success.main' }}>
          <ReceiptLongIcon />
        </Avatar>
        <Avatar variant="square" sx={{ bgcolor: 'secondary.main' }}>
          <StorefrontIcon />
        </Avatar>
      </Stack>
    </Stack>
  );
}
