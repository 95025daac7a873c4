import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function CollapsibleDetails() {
  const [open, setOpen] = React.useState(false);
  const [expanded, setExpanded] = React.useState(false);
  const detailsId = React.useId();

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p">Order #10482 · 3 items</Typography>
        <Button
          size="small"
          endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: '0.2s' }} />}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'} details
        </Button>
        <Collapse in={open} id={detailsId}>
          <Typography variant="body2" sx={{ color: 'text.secondary', pt: 1 }}>
            Linen shirt (M), canvas tote, two pairs of socks. Shipped with tracked delivery to Lyon.
          </Typography>
        </Collapse>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2" component="p">Release notes</Typography>
        <Collapse in={expanded} collapsedSize={44}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Version 3.4 adds offline drafts, faster sync on slow networks and a new export to CSV. It also
            fixes the calendar picker in right-to-left layouts and a crash when an attachment had no name.
          </Typography>
        </Collapse>
        <Button size="small" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      </Paper>
    </Box>
  );
}
