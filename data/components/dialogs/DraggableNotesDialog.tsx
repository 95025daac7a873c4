import * as React from 'react';
import Draggable from 'react-draggable';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { PaperProps } from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';

function DraggablePaper(props: PaperProps) {
  // nodeRef lets react-draggable move the paper without findDOMNode, which React 19 removed.
  const nodeRef = React.useRef<HTMLDivElement>(null);
  return (
    <Draggable nodeRef={nodeRef} handle="[data-drag-handle]" cancel="button, input, textarea">
      <Paper {...props} ref={nodeRef} />
    </Draggable>
  );
}

export default function DraggableNotesDialog() {
  const [open, setOpen] = React.useState(false);
  const [notes, setNotes] = React.useState('Agree on the launch date.\nAsk Priya about the pricing page.');

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open meeting notes
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} PaperComponent={DraggablePaper} fullWidth maxWidth="xs">
        <DialogTitle data-drag-handle sx={{ cursor: 'move', display: 'flex', alignItems: 'center', gap: 1 }}>
          <DragIndicatorIcon fontSize="small" sx={{ color: 'text.secondary' }} />
          Weekly sync · notes
        </DialogTitle>
        <DialogContent>
          <TextField
            label="Notes"
            multiline
            minRows={4}
            fullWidth
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
