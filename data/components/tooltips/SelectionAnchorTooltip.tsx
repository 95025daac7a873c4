import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

interface TextSelection {
  range: Range;
  paragraph: HTMLElement;
  words: number;
  characters: number;
}

export default function SelectionAnchorTooltip() {
  const paragraphRef = React.useRef<HTMLParagraphElement>(null);
  const [selection, setSelection] = React.useState<TextSelection | null>(null);
  // Kept apart from `selection`, so the closing tooltip keeps its anchor and text.
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    const handleSelectionChange = () => {
      const current = document.getSelection();
      const paragraph = paragraphRef.current;
      const text = current?.toString().trim() ?? '';
      if (
        !current ||
        !paragraph ||
        text === '' ||
        !paragraph.contains(current.anchorNode) ||
        !paragraph.contains(current.focusNode)
      ) {
        setOpen(false);
        return;
      }
      setSelection({
        // A copy: the selection's own range changes as the user keeps selecting.
        range: current.getRangeAt(0).cloneRange(),
        paragraph,
        words: text.split(/\s+/).length,
        characters: text.length,
      });
      setOpen(true);
    };
    document.addEventListener('selectionchange', handleSelectionChange);
    return () => document.removeEventListener('selectionchange', handleSelectionChange);
  }, []);

  // A virtual element: Popper.js only needs its getBoundingClientRect().
  const anchorEl = React.useMemo(
    () =>
      selection
        ? {
            getBoundingClientRect: () => selection.range.getBoundingClientRect(),
            // Tells Popper.js which scroll containers to listen to.
            contextElement: selection.paragraph,
          }
        : null,
    [selection],
  );

  return (
    <Tooltip
      open={open}
      onClose={() => setOpen(false)}
      title={
        selection
          ? `${selection.words} ${selection.words === 1 ? 'word' : 'words'}, ${selection.characters} characters`
          : ''
      }
      describeChild
      arrow
      placement="top"
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl } }}
    >
      <Typography ref={paragraphRef} variant="body1" sx={{ maxWidth: 520 }}>
        Select a few words of this release note. Version 4.2 adds offline playlists, so the songs
        you saved keep playing on the train, and it cuts the app&apos;s start-up time in half on
        older phones.
      </Typography>
    </Tooltip>
  );
}
