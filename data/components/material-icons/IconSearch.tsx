import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SearchIcon from '@mui/icons-material/Search';

// The data comes from scripts/generate-icons.mjs (public/static/material-icons/), fetched after the first render.
const DATA_URL = '/static/material-icons';
const PAGE_SIZE = 96;
const THEMES = [
  { id: 'Filled', label: 'Filled', suffix: '' },
  { id: 'Outlined', label: 'Outlined', suffix: 'Outlined' },
  { id: 'Rounded', label: 'Rounded', suffix: 'Rounded' },
  { id: 'TwoTone', label: 'Two tone', suffix: 'TwoTone' },
  { id: 'Sharp', label: 'Sharp', suffix: 'Sharp' },
] as const;
type ThemeId = (typeof THEMES)[number]['id'];

/** An SVG element: path data alone for a plain `<path>`, else `[tag, props]` or `[tag, props, children]`. */
type IconNode = string | [string, Record<string, string>] | [string, Record<string, string>, IconNode[]];
type Chunk = Record<string, IconNode[]>;
interface IconIndex {
  version: string;
  hash: string;
  chunkSize: number;
  themes: { id: ThemeId; slug: string }[];
  icons: [string, number][];
  synonyms: Record<string, string[]>;
}
interface Entry {
  base: string;
  /** The module name: `DeleteOutlined`. */
  name: string;
  chunk: string;
  haystack: string;
  words: string;
}
type Status = 'loading' | 'ready' | 'error';

const TAGS = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line', 'g']);

function renderNode(node: IconNode, key: number): React.ReactNode {
  if (typeof node === 'string') {
    return <path key={key} d={node} />;
  }
  const [tag, props, children] = node;
  return TAGS.has(tag) ? React.createElement(tag, { key, ...props }, children?.map(renderNode)) : null;
}

function IconGlyph({ nodes, ...props }: { nodes: IconNode[] | undefined } & SvgIconProps) {
  if (!nodes) {
    return <Box sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: 'action.hover' }} />;
  }
  return <SvgIcon {...props}>{nodes.map(renderNode)}</SvgIcon>;
}

/** `DeleteForever` → `deleteforever delete forever`. */
const words = (name: string) =>
  `${name} ${name.replace(/([a-z0-9])([A-Z])|([A-Z])([A-Z][a-z])/g, '$1$3 $2$4')}`.toLowerCase();

function search(entries: Entry[], query: string): Entry[] {
  const tokens = query.toLowerCase().replace(/[_-]/g, ' ').split(/\s+/).filter(Boolean);
  if (tokens.length === 0) {
    return entries;
  }
  const compact = tokens.join('');
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of entries) {
    if (!tokens.every((token) => entry.haystack.includes(token))) {
      continue;
    }
    const base = entry.base.toLowerCase();
    let score = 3;
    if (base === compact) score = 0;
    else if (base.startsWith(compact)) score = 1;
    else if (tokens.every((token) => entry.words.includes(token))) score = 2;
    scored.push({ entry, score });
  }
  return scored.sort((a, b) => a.score - b.score).map(({ entry }) => entry);
}

const count = (n: number) => n.toLocaleString('en-US');

export default function IconSearch() {
  const [query, setQuery] = React.useState('');
  const [theme, setTheme] = React.useState<ThemeId>('Filled');
  const [page, setPage] = React.useState(1);
  const [index, setIndex] = React.useState<IconIndex | null>(null);
  const [status, setStatus] = React.useState<Status>('loading');
  const [attempt, setAttempt] = React.useState(0);
  const [chunks, setChunks] = React.useState<Record<string, Chunk>>({});
  const [chunkError, setChunkError] = React.useState(false);
  const [selected, setSelected] = React.useState<Entry | null>(null);
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const requested = React.useRef(new Set<string>());
  const gridRef = React.useRef<HTMLDivElement>(null);
  const deferredQuery = React.useDeferredValue(query);

  React.useEffect(() => {
    let active = true;
    setStatus('loading');
    fetch(`${DATA_URL}/index.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<IconIndex>;
      })
      .then((data) => {
        if (active) {
          setIndex(data);
          setStatus('ready');
        }
      })
      .catch(() => active && setStatus('error'));
    return () => {
      active = false;
    };
  }, [attempt]);

  // Every base icon that has the selected theme, in the order of the chunks.
  const entries = React.useMemo(() => {
    if (!index) return [];
    const bit = index.themes.findIndex((item) => item.id === theme);
    const { slug } = index.themes[bit];
    const suffix = THEMES.find((item) => item.id === theme)?.suffix ?? '';
    const list: Entry[] = [];
    for (const [base, mask] of index.icons) {
      if (mask & (1 << bit)) {
        const position = list.length;
        const nameWords = words(base);
        list.push({
          base,
          name: base + suffix,
          chunk: `${slug}-${Math.floor(position / index.chunkSize)}`,
          words: nameWords,
          haystack: `${nameWords} ${(index.synonyms[base] ?? []).join(' ')}`,
        });
      }
    }
    return list;
  }, [index, theme]);

  const results = React.useMemo(() => search(entries, deferredQuery), [entries, deferredQuery]);
  const pageCount = Math.max(1, Math.ceil(results.length / PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const visible = results.slice((currentPage - 1) * PAGE_SIZE, currentPage * PAGE_SIZE);
  const neededChunks = [...new Set(visible.map((entry) => entry.chunk))].join(' ');

  // Fetches the chunks of the icons on screen that are not loaded or on their way.
  React.useEffect(() => {
    if (!index || !neededChunks) return;
    for (const chunk of neededChunks.split(' ')) {
      if (requested.current.has(chunk)) continue;
      requested.current.add(chunk);
      fetch(`${DATA_URL}/${chunk}.json?v=${index.hash}`)
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<Chunk>;
        })
        .then((data) => setChunks((previous) => ({ ...previous, [chunk]: data })))
        .catch(() => {
          requested.current.delete(chunk);
          setChunkError(true);
        });
    }
  }, [index, neededChunks, attempt]);

  const changePage = (_event: React.ChangeEvent<unknown>, value: number) => {
    setPage(value);
    const grid = gridRef.current;
    if (grid && grid.getBoundingClientRect().top < 0) {
      grid.scrollIntoView({ block: 'start' });
    }
  };
  const retry = () => {
    setChunkError(false);
    setAttempt((value) => value + 1);
  };

  const themeLabel = THEMES.find((item) => item.id === theme)?.label ?? theme;
  let summary = 'Loading icons…';
  if (status === 'error') summary = 'The icons could not be loaded.';
  else if (status === 'ready' && deferredQuery.trim())
    summary = `${count(results.length)} ${results.length === 1 ? 'icon matches' : 'icons match'} “${deferredQuery.trim()}” (${themeLabel})`;
  else if (status === 'ready') summary = `${count(results.length)} icons (${themeLabel})`;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
        <TextField
          label="Search icons"
          type="search"
          size="small"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { autoComplete: 'off', spellCheck: false },
          }}
        />
        <Box sx={{ overflowX: 'auto', flexShrink: 0 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={theme}
            aria-label="Icon theme"
            onChange={(_event, value: ThemeId | null) => {
              if (value) {
                setTheme(value);
                setPage(1);
              }
            }}
          >
            {THEMES.map((item) => (
              <ToggleButton key={item.id} value={item.id} sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}>
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Stack>

      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: 24, mb: 1 }}>
        {summary}
      </Typography>

      {status === 'error' || chunkError ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {status === 'error'
            ? 'The icon list could not be downloaded. Check your connection and try again.'
            : 'Some icons could not be downloaded. Check your connection and try again.'}
        </Alert>
      ) : null}

      {status === 'ready' && results.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Typography sx={{ fontWeight: 500 }}>No icons found</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Nothing in the {themeLabel} theme matches “{deferredQuery.trim()}”. Try a shorter or more general word.
          </Typography>
          <Button
            variant="outlined"
            size="small"
            onClick={() => {
              setQuery('');
              setPage(1);
            }}
          >
            Clear search
          </Button>
        </Box>
      ) : (
        <Box
          ref={gridRef}
          component="ul"
          aria-busy={status !== 'ready'}
          aria-hidden={status !== 'ready' || undefined}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 1,
            scrollMarginTop: 80,
          }}
        >
          {status !== 'ready'
            ? // Reserves the height of a full page of results, so nothing moves when the icons arrive.
              Array.from({ length: PAGE_SIZE }, (_, i) => (
                <Box key={i} component="li" sx={{ height: 88, borderRadius: 2, bgcolor: 'action.hover' }} />
              ))
            : visible.map((entry) => (
                <li key={entry.name}>
                  <ButtonBase
                    aria-label={entry.name}
                    onClick={() => {
                      setSelected(entry);
                      setDialogOpen(true);
                    }}
                    sx={{
                      width: '100%',
                      height: 88,
                      p: 1,
                      borderRadius: 2,
                      flexDirection: 'column',
                      gap: 1,
                      color: 'text.primary',
                      '&:hover': { bgcolor: 'action.hover' },
                      '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                    }}
                  >
                    <IconGlyph nodes={chunks[entry.chunk]?.[entry.base]} />
                    <Typography
                      variant="caption"
                      sx={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {entry.base}
                    </Typography>
                  </ButtonBase>
                </li>
              ))}
        </Box>
      )}

      <Box sx={{ minHeight: 56, display: 'flex', justifyContent: 'center', alignItems: 'center', pt: 1 }}>
        {status === 'ready' && pageCount > 1 ? (
          <Pagination
            count={pageCount}
            page={currentPage}
            onChange={changePage}
            aria-label="Icon result pages"
            siblingCount={1}
          />
        ) : null}
      </Box>

      <IconDialog
        open={dialogOpen}
        entry={selected}
        nodes={selected ? chunks[selected.chunk]?.[selected.base] : undefined}
        synonyms={selected && index ? (index.synonyms[selected.base] ?? []) : []}
        onClose={() => setDialogOpen(false)}
      />
    </Box>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

function IconDialog(props: {
  open: boolean;
  entry: Entry | null;
  nodes: IconNode[] | undefined;
  synonyms: string[];
  onClose: () => void;
}) {
  const { open, entry, nodes, synonyms, onClose } = props;
  const [copy, setCopy] = React.useState<CopyState>('idle');
  const titleId = React.useId();
  const name = entry?.name ?? '';
  const importLine = `import ${name}Icon from '@mui/icons-material/${name}';`;

  React.useEffect(() => setCopy('idle'), [name, open]);
  React.useEffect(() => {
    if (copy !== 'copied') return undefined;
    const timer = setTimeout(() => setCopy('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyImport = async () => {
    try {
      await navigator.clipboard.writeText(importLine);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
        {name}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Stack key={size} spacing={0.5} sx={{ alignItems: 'center' }}>
              <IconGlyph nodes={nodes} fontSize={size} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {size} ({{ small: 20, medium: 24, large: 35 }[size]} px)
              </Typography>
            </Stack>
          ))}
          <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
            <IconGlyph nodes={nodes} sx={{ fontSize: 48 }} color="primary" />
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              48 px, primary
            </Typography>
          </Stack>
        </Stack>
        <Typography variant="body2" component="p" sx={{ fontWeight: 500, mb: 1 }}>
          Import
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflowX: 'auto',
            fontSize: 13,
            userSelect: 'all',
          }}
        >
          <code>{importLine}</code>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={copyImport}
            startIcon={copy === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
          >
            {copy === 'copied' ? 'Copied' : 'Copy import'}
          </Button>
          <Typography role="status" variant="body2" sx={{ color: copy === 'failed' ? 'error.main' : 'text.secondary' }}>
            {copy === 'copied' ? 'Import copied to the clipboard.' : ''}
            {copy === 'failed' ? 'Copying is not allowed here: select the line above and copy it yourself.' : ''}
          </Typography>
        </Stack>
        {synonyms.length > 0 ? (
          <Box sx={{ mt: 3 }}>
            <Typography variant="body2" component="p" sx={{ fontWeight: 500, mb: 1 }}>
              Also found by
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {synonyms.map((word) => (
                <Chip key={word} label={word} size="small" />
              ))}
            </Stack>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
