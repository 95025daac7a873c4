import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';

// Hoisted to a constant: the styles are serialized once, not on every render.
// Every selector starts with .shortcut-sheet, so nothing outside this demo changes.
const shortcutSheetStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.shortcut-sheet dl': {
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: theme.spacing(1, 3),
        margin: 0,
      },
      '.shortcut-sheet dd': { ...theme.typography.body2, margin: 0, alignSelf: 'center' },
      '.shortcut-sheet kbd': {
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
        fontSize: '0.8125rem',
        padding: '2px 6px',
        borderRadius: 4,
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        borderBottomWidth: 2,
        backgroundColor: (theme.vars ?? theme).palette.background.paper,
        color: (theme.vars ?? theme).palette.text.primary,
      },
    })}
  />
);

const shortcuts = [
  { keys: ['Ctrl', 'K'], action: 'Open the command palette' },
  { keys: ['Ctrl', 'Shift', 'P'], action: 'Toggle the preview pane' },
  { keys: ['J'], action: 'Next message' },
  { keys: ['?'], action: 'Show this list' },
];

export default function ShortcutSheetGlobalStyles() {
  return (
    <>
      {shortcutSheetStyles}
      {/* Plain HTML elements: no Material UI component and no sx. */}
      <Box className="shortcut-sheet" sx={{ maxWidth: 440 }}>
        <dl>
          {shortcuts.map(({ keys, action }) => (
            <div key={action} style={{ display: 'contents' }}>
              <dt>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 && ' + '}
                    <kbd>{key}</kbd>
                  </span>
                ))}
              </dt>
              <dd>{action}</dd>
            </div>
          ))}
        </dl>
      </Box>
    </>
  );
}
