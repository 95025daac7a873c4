import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

// With an href, ButtonBase renders an <a> instead of a <button>: it opens in a new tab on a
// middle click, shows the URL on hover, and needs no click handler.
export default function ButtonLinks() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" href="/api/button/" startIcon={<MenuBookIcon />}>
        Button API
      </Button>
      <Button variant="outlined" href="/guides/composition/" endIcon={<ArrowForwardIcon />}>
        Next: composition
      </Button>
    </Stack>
  );
}
