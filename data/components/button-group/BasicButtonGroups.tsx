import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BasicButtonGroups() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup aria-label="Time range">
        <Button>Day</Button>
        <Button>Week</Button>
        <Button>Month</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Document actions">
        <Button>Save</Button>
        <Button>Save as</Button>
        <Button>Export</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
    </Stack>
  );
}
