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
      <Tooltip title={details} describeChild>
        <Button variant="text">Interactive (default)</Button>
      </Tooltip>
      <Tooltip title="Closes as soon as the pointer leaves the button" disableInteractive describeChild>
        <Button variant="text">disableInteractive</Button>
      </Tooltip>
      <Tooltip
        title="Waits 500 ms before opening and 200 ms before closing"
        enterDelay={500}
        leaveDelay={200}
        describeChild
      >
        <Button variant="text">With delays</Button>
      </Tooltip>
      <Tooltip title="I follow the pointer" followCursor describeChild>
        <Button variant="text">followCursor</Button>
      </Tooltip>
    </Stack>
  );
}
