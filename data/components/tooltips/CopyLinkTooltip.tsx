import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

const inviteLink = 'https://example.com/invite/team-orion';

export default function CopyLinkTooltip() {
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(inviteLink);
      setCopied(true);
    } catch {
      setCopied(false);
    }
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => {
          setOpen(false);
          setCopied(false);
        }}
        title={copied ? 'Copied to clipboard' : 'Copy the invite link'}
        describeChild
        arrow
      >
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={handleCopy}>
          Copy invite link
        </Button>
      </Tooltip>
      <span role="status">{copied ? 'Link copied' : ''}</span>
    </Stack>
  );
}
