import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper, { PopperProps } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';

export default function SelectionPopper() {
  const [anchorEl, setAnchorEl] = React.useState<PopperProps['anchorEl']>(null);
  const [quote, setQuote] = React.useState('');

  const handleSelectionEnd = () => {
    const selection = window.getSelection();
    const text = selection ? selection.toString().trim() : '';
    if (!selection || selection.rangeCount === 0 || !text) {
      setAnchorEl(null);
      return;
    }
    const range = selection.getRangeAt(0);
    // A virtual element: Popper only needs a rectangle to position against.
    setAnchorEl({ getBoundingClientRect: () => range.getBoundingClientRect() });
    setQuote(text);
  };

  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="body2" onMouseUp={handleSelectionEnd} onKeyUp={handleSelectionEnd}>
        Select a few words in this paragraph. A small toolbar appears above the selection, positioned
        from the rectangle of the selected text rather than from an element. Popper keeps it attached
        while the page scrolls.
      </Typography>
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="top" transition sx={{ zIndex: 'tooltip' }}>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={150}>
            <Paper elevation={6} sx={{ mb: 1 }}>
              <Button
                size="small"
                startIcon={<FormatQuoteIcon />}
                onClick={() => setAnchorEl(null)}
                aria-label={`Quote "${quote}"`}
              >
                Quote
              </Button>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
