import ButtonGroup from '@mui/material/ButtonGroup';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

export default function VerticalGroup() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: 220 }}>
      <Typography component="p" variant="overline" sx={{ color: 'text.secondary' }}>
        Mailbox
      </Typography>
      <ButtonGroup
        orientation="vertical"
        variant="text"
        fullWidth
        aria-label="Mailbox folders"
        sx={{ '& .MuiButton-root': { justifyContent: 'flex-start' } }}
      >
        <Button startIcon={<InboxIcon />}>Inbox</Button>
        <Button startIcon={<SendIcon />}>Sent</Button>
        <Button startIcon={<DraftsIcon />}>Drafts</Button>
        <Button startIcon={<DeleteOutlineIcon />} color="error">
          Trash
        </Button>
      </ButtonGroup>
    </Paper>
  );
}
