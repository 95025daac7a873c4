import Button from '@mui/material/Button';
import Grid from '@mui/material/GridLegacy';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';

export default function MessageComposer() {
  return (
    <Grid container spacing={1} wrap="nowrap" sx={{ alignItems: 'center' }}>
      {/* xs="auto": as wide as the icon button. */}
      <Grid item xs="auto">
        <IconButton aria-label="Attach a file">
          <AttachFileIcon />
        </IconButton>
      </Grid>
      {/* xs (true): the field takes whatever the two auto items leave. */}
      <Grid item xs>
        <TextField fullWidth size="small" label="Message #design-team" />
      </Grid>
      <Grid item xs="auto">
        <Button variant="contained" endIcon={<SendIcon />}>
          Send
        </Button>
      </Grid>
    </Grid>
  );
}
