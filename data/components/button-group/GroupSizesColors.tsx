import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function GroupSizesColors() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup size="small" aria-label="Small quantity picker">
        <Button>1</Button>
        <Button>2</Button>
        <Button>3</Button>
      </ButtonGroup>
      <ButtonGroup color="secondary" aria-label="Medium quantity picker">
        <Button>1</Button>
        <Button>2</Button>
        <Button>3</Button>
      </ButtonGroup>
      <ButtonGroup size="large" variant="contained" color="success" aria-label="Large quantity picker">
        <Button>1</Button>
        <Button>2</Button>
        <Button>3</Button>
      </ButtonGroup>
      <ButtonGroup variant="outlined" color="error" aria-label="Danger zone">
        <Button>Archive</Button>
        <Button disabled>Transfer</Button>
        <Button>Delete</Button>
      </ButtonGroup>
    </Stack>
  );
}
