import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

type VirtualAnchor = { nodeType: 1; getBoundingClientRect: () => DOMRect };

export default function SelectionQuotePopover() {
  const passageRef = React.useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = React.useState<VirtualAnchor | null>(null);
  const [selectedText, setSelectedText] = React.useState('');
  const [quotes, setQuotes] = React.useState<string[]>([]);

  const handleMouseUp = () => {
    const selection = window.getSelection();
    if (!selection || selection.isCollapsed || selection.rangeCount === 0) return;
    const range = selection.getRangeAt(0).cloneRange();
    if (!passageRef.current?.contains(range.commonAncestorContainer)) return;
    setSelectedText(selection.toString().trim());
    // A virtual element: the popover only needs its position.
    setAnchor({ nodeType: 1, getBoundingClientRect: () => range.getBoundingClientRect() });
  };

  const close = () => {
    setAnchor(null);
    window.getSelection()?.removeAllRanges();
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography ref={passageRef} component="div" variant="body2" onMouseUp={handleMouseUp} sx={{ mb: 1 }}>
        The lighthouse keeper wrote the same line in her log every evening: the lamp is lit, the sea is
        calm, the ships are late. On the night of the storm she wrote nothing at all, and in the morning
        the harbour was full.
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Select words in the passage with the mouse. Saved quotes: {quotes.length}
      </Typography>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{ paper: { sx: { p: 1.5, mt: 1, maxWidth: 280 } } }}
      >
        <Typography variant="body2" sx={{ fontStyle: 'italic', mb: 1 }}>
          “{selectedText.length > 80 ? `${selectedText.slice(0, 80)}…` : selectedText}”
        </Typography>
        <Button
          size="small"
          variant="contained"
          onClick={() => {
            setQuotes((list) => [...list, selectedText]);
            close();
          }}
        >
          Save quote
        </Button>
        <Button size="small" onClick={close} sx={{ ml: 1 }}>
          Cancel
        </Button>
      </Popover>
    </Box>
  );
}
