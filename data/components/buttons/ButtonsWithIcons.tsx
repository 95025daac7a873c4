import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import DownloadIcon from '@mui/icons-material/Download';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

export default function ButtonsWithIcons() {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
      <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />}>
        Delete
      </Button>
      <Button variant="contained" endIcon={<SendIcon />}>
        Send invoice
      </Button>
      <Button variant="text" startIcon={<DownloadIcon />}>
        Export CSV
      </Button>
      <Button variant="contained" color="success" size="large" endIcon={<ArrowForwardIcon />}>
        Continue to payment
      </Button>
    </Stack>
  );
}
