import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface Scan {
  order: string[];
  buttonLayer: string | null;
}

// Walks the page's style sheets: records top-level layer names in order of first appearance
// (which is their cascade order) and the layer that holds a rule for `targetClass`.
function scanStyleSheets(targetClass: string): Scan {
  const order: string[] = [];
  let buttonLayer: string | null | undefined;
  const visit = (rules: CSSRuleList, path: string[]) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSLayerStatementRule) {
        if (path.length === 0) {
          rule.nameList.forEach((name) => !order.includes(name) && order.push(name));
        }
      } else if (rule instanceof CSSLayerBlockRule) {
        if (path.length === 0 && rule.name && !order.includes(rule.name)) {
          order.push(rule.name);
        }
        visit(rule.cssRules, [...path, rule.name || '(anonymous)']);
      } else if (rule instanceof CSSStyleRule) {
        if (buttonLayer === undefined && rule.selectorText === `.${targetClass}`) {
          buttonLayer = path.length ? path.join('.') : null;
        }
      } else if (rule instanceof CSSGroupingRule) {
        visit(rule.cssRules, path);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules, []);
    } catch {
      // A style sheet from another origin cannot be read; skip it.
    }
  }
  return { order, buttonLayer: buttonLayer ?? null };
}

export default function PageLayerInspector() {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [scan, setScan] = React.useState<Scan | null>(null);

  const rescan = React.useCallback(() => {
    // Emotion's generated class is the one that does not start with "Mui".
    const generated = Array.from(buttonRef.current?.classList ?? []).filter((name) => !name.startsWith('Mui'));
    setScan(scanStyleSheets(generated[generated.length - 1] ?? ''));
  }, []);

  React.useEffect(rescan, [rescan]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button ref={buttonRef} variant="outlined" onClick={rescan}>
        Scan the page again
      </Button>
      <div role="status">
        {scan === null ? (
          <Typography variant="body2">Reading the style sheets…</Typography>
        ) : (
          <React.Fragment>
            <Typography variant="body2" gutterBottom>
              Layers on this page, from lowest to highest priority:
            </Typography>
            <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
              {scan.order.length === 0 && <li>none</li>}
              {scan.order.map((name) => (
                <li key={name}>
                  <Chip
                    size="small"
                    label={name}
                    color={name === scan.buttonLayer ? 'primary' : 'default'}
                    variant={name === scan.buttonLayer ? 'filled' : 'outlined'}
                  />
                </li>
              ))}
            </Box>
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              The button above is styled by a rule{' '}
              {scan.buttonLayer ? (
                <React.Fragment>
                  in the layer <code>{scan.buttonLayer}</code>.
                </React.Fragment>
              ) : (
                'outside any layer.'
              )}
            </Typography>
          </React.Fragment>
        )}
      </div>
    </Stack>
  );
}
