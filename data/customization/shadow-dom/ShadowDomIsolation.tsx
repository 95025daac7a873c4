import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import GlobalStyles from '@mui/material/GlobalStyles';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';

// A page-wide stylesheet, as a legacy app or a host page might have: it targets every button.
const hostPageStyles = (
  <GlobalStyles styles={{ '.host-page-styles button': { fontStyle: 'italic', letterSpacing: '0.2em', outline: '2px dashed currentColor' } }} />
);

function Controls({ where }: { where: string }) {
  const [plan, setPlan] = React.useState('team');
  const id = React.useId();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="contained">Upgrade</Button>
      <FormControl size="small" sx={{ minWidth: 140 }}>
        <InputLabel id={`${id}-label`}>Plan {where}</InputLabel>
        <Select labelId={`${id}-label`} label={`Plan ${where}`} value={plan} onChange={(event) => setPlan(event.target.value)}>
          <MenuItem value="solo">Solo</MenuItem>
          <MenuItem value="team">Team</MenuItem>
          <MenuItem value="enterprise">Enterprise</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}

/** Renders its children into an open shadow root, with an Emotion cache and portals of its own inside it. */
function ShadowHost({ theme, children }: { theme: Theme; children: React.ReactNode }) {
  const hostRef = React.useRef<HTMLDivElement>(null);
  const rootRef = React.useRef<{ root: Root; mount: HTMLElement; cacheContainer: ShadowRoot } | null>(null);

  React.useEffect(() => {
    const host = hostRef.current!;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.appendChild(mount);
    rootRef.current = { root: createRoot(mount), mount, cacheContainer: shadow };
    return () => {
      const current = rootRef.current;
      rootRef.current = null;
      // Unmount after this commit: a root cannot be unmounted while React is rendering.
      setTimeout(() => {
        current?.root.unmount();
        current?.mount.remove();
      });
    };
  }, []);

  React.useEffect(() => {
    const current = rootRef.current;
    if (!current) {
      return;
    }
    // 1. Styles: Emotion inserts its <style> tags into the shadow root, where they apply.
    const cache = createCache({ key: 'shadow', prepend: true, container: current.cacheContainer });
    // 2. Portals: menus, popovers and dialogs render inside the shadow root too, or they would lose their styles.
    const shadowTheme: Theme = {
      ...theme,
      components: {
        ...theme.components,
        MuiPopover: { defaultProps: { container: current.mount } },
        MuiPopper: { defaultProps: { container: current.mount } },
        MuiModal: { defaultProps: { container: current.mount } },
      },
    };
    current.root.render(
      <CacheProvider value={cache}>
        {/* The page's theme: its CSS variables are declared on the page and inherited through the host. */}
        <ThemeProvider theme={shadowTheme}>
          {children}
        </ThemeProvider>
      </CacheProvider>,
    );
  }, [theme, children]);

  return (
    <div ref={hostRef}>
      {/* Light DOM content is not rendered once a shadow root is attached: this shows only without JavaScript. */}
      <Typography variant="body2" color="text.secondary">
        The shadow DOM half of this demo is created by JavaScript.
      </Typography>
    </div>
  );
}

export default function ShadowDomIsolation() {
  const theme = useTheme();
  const inside = React.useMemo(() => <Controls where="(inside)" />, []);
  return (
    <Box className="host-page-styles" sx={{ display: 'grid', gap: 3 }}>
      {hostPageStyles}
      <section aria-label="Regular DOM">
        <Typography variant="subtitle2" component="p" gutterBottom>
          Regular DOM: the page&apos;s button rule applies
        </Typography>
        <Controls where="(outside)" />
      </section>
      <section aria-label="Shadow DOM">
        <Typography variant="subtitle2" component="p" gutterBottom>
          Shadow DOM: the same components, untouched by it
        </Typography>
        <ShadowHost theme={theme}>{inside}</ShadowHost>
      </section>
    </Box>
  );
}
