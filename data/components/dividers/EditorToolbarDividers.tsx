import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import LinkIcon from '@mui/icons-material/Link';

export default function EditorToolbarDividers() {
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        role="toolbar"
        aria-label="Text formatting"
        sx={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', p: 0.5 }}
      >
        <IconButton aria-label="Bold" size="small">
          <FormatBoldIcon />
        </IconButton>
        <IconButton aria-label="Italic" size="small">
          <FormatItalicIcon />
        </IconButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
        <IconButton aria-label="Align left" size="small">
          <FormatAlignLeftIcon />
        </IconButton>
        <IconButton aria-label="Align center" size="small">
          <FormatAlignCenterIcon />
        </IconButton>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 0.5 }} />
        <IconButton aria-label="Insert link" size="small">
          <LinkIcon />
        </IconButton>
      </Paper>
      <Stack
        direction="row"
        spacing={2}
        divider={<Divider orientation="vertical" flexItem />}
        sx={{ color: 'text.secondary' }}
      >
        <Typography variant="body2">1,204 words</Typography>
        <Typography variant="body2">6 min read</Typography>
        <Typography variant="body2">Saved</Typography>
      </Stack>
    </Stack>
  );
}
