import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

const inviteLink = 'https://tracker.example.com/join/7KQ2-PLUM';

export default function CopyLinkFade() {
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleCopy = () => {
    navigator.clipboard?.writeText(inviteLink).catch(() => {});
    setCopied(true);
    clearTimeout(timer.current);
    // Fade the confirmation out again after two seconds.
    timer.current = setTimeout(() => setCopied(false), 2000);
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          fullWidth
          label="Invite link"
          value={inviteLink}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={handleCopy} sx={{ flexShrink: 0 }}>
          Copy
        </Button>
      </Box>
      {/* The live region stays in the page; only its content fades. */}
      <Box role="status" sx={{ minHeight: 32, mt: 1 }}>
        <Fade in={copied} timeout={{ enter: 200, exit: 600 }}>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'success.main' }}>
            <CheckCircleIcon fontSize="small" /> Link copied. Anyone with it can join the project.
          </Typography>
        </Fade>
      </Box>
    </Box>
  );
}
