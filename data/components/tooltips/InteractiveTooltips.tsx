import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

const details = (
  <span>
    Every icon of this toolbar comes from @mui/icons-material.{' '}
    <Link href="/components/material-icons/" color="inherit" underline="always">
      Browse the catalogue
    </Link>
  </span>
);

export default function InteractiveTooltips() {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
      {/* Default: the pointer can travel onto the tooltip and click the link. */}
      <Tooltip title={details} describeChild>
        <Button variant="outlined">Interactive (default)</Button>
      </Tooltip>
      {/* Closes the moment the pointer leaves the button. */}
      <Tooltip
        title="Closes as soon as the pointer leaves the button"
        disableInteractive
        describeChild
      >
        <Button variant="outlined">disableInteractive</Button>
      </Tooltip>
    </Stack>
  );
}
