import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';

export default function BasicButtonGroups() {
  return (
    <ButtonGroup aria-label="Document actions">
      <Button>Save</Button>
      <Button>Save as</Button>
      <Button>Export</Button>
    </ButtonGroup>
  );
}
