import * as React from 'react';
import { createTheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const themes = { light: createTheme(), dark: createTheme({ palette: { mode: 'dark' } }) };

type Branch = Record<string, unknown>;
const isBranch = (value: unknown): value is Branch => typeof value === 'object' && value !== null;
const isColor = (value: unknown) => typeof value === 'string' && /^(#[0-9a-f]{3,8}|rgba?\([^)]*\))$/i.test(value);
// Keys prefixed with `unstable_` are internals of the sx prop; the viewer leaves them out.
const entriesOf = (value: Branch) => Object.entries(value).filter(([key]) => !key.startsWith('unstable_'));

function branchPaths(value: Branch, parent: string, paths: string[] = []) {
  for (const [key, child] of entriesOf(value)) {
    if (isBranch(child)) {
      paths.push(`${parent}${key}`);
      branchPaths(child, `${parent}${key}.`, paths);
    }
  }
  return paths;
}

const matches = (key: string, value: unknown, query: string): boolean =>
  key.toLowerCase().includes(query) ||
  (isBranch(value) && entriesOf(value).some(([childKey, child]) => matches(childKey, child, query)));

function formatLeaf(key: string, value: unknown) {
  // The key, not the function's own name: production builds minify function names.
  if (typeof value === 'function') return `f ${key}()`;
  return typeof value === 'string' ? `'${value}'` : String(value);
}

type RowProps = { name: string; value: unknown; path: string; query: string; expanded: Set<string>; onToggle: (path: string) => void };

function Row({ name, value, path, query, expanded, onToggle }: RowProps) {
  if (query && !matches(name, value, query)) return null;
  if (!isBranch(value)) {
    return (
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 3.5, py: 0.25 }}>
        <Box component="span" sx={{ color: 'primary.main' }}>{name}:</Box>
        {isColor(value) && (
          <Box component="span" sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: String(value), border: 1, borderColor: 'divider' }} />
        )}
        <Box component="span" sx={{ color: typeof value === 'function' ? 'secondary.main' : 'text.primary', wordBreak: 'break-all' }}>
          {formatLeaf(name, value)}
        </Box>
      </Box>
    );
  }
  // While filtering, a branch opens by itself when the match is further down; a matching key shows its children on demand.
  const childQuery = name.toLowerCase().includes(query) ? '' : query;
  const open = childQuery !== '' || expanded.has(path);
  const size = Array.isArray(value) ? `Array(${value.length})` : `{${entriesOf(value).length} keys}`;
  return (
    <li>
      <Box component="button" type="button" aria-expanded={open} onClick={() => onToggle(path)}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', p: 0.25, border: 0, borderRadius: 1, bgcolor: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer', textAlign: 'left', '&:hover': { bgcolor: 'action.hover' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
        <ChevronRightIcon fontSize="small" sx={{ transform: open ? 'rotate(90deg)' : 'none', transition: 'transform 150ms' }} />
        <Box component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>{name}</Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>{size}</Box>
      </Box>
      {open && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: 2.5 }}>
          {entriesOf(value).map(([key, child]) => (
            <Row key={key} name={key} value={child} path={`${path}.${key}`} query={childQuery} expanded={expanded} onToggle={onToggle} />
          ))}
        </Box>
      )}
    </li>
  );
}

export default function DefaultThemeViewer() {
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  const [expanded, setExpanded] = React.useState<Set<string>>(() => new Set());
  const [filter, setFilter] = React.useState('');
  const theme = themes[mode] as unknown as Branch;
  const toggle = (path: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(path)) next.add(path);
      return next;
    });

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField size="small" label="Find a key" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <FormControlLabel control={<Switch checked={mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />} label="Dark theme" />
        <Button size="small" onClick={() => setExpanded(new Set(branchPaths(theme, '')))}>Expand all</Button>
        <Button size="small" onClick={() => setExpanded(new Set())}>Collapse all</Button>
      </Stack>
      <Box component="ul" aria-label={`Default ${mode} theme`}
        sx={{ listStyle: 'none', m: 0, p: 1, maxHeight: 420, overflow: 'auto', fontFamily: 'monospace', fontSize: 13, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {entriesOf(theme).map(([key, value]) => (
          <Row key={key} name={key} value={value} path={key} query={filter.trim().toLowerCase()} expanded={expanded} onToggle={toggle} />
        ))}
      </Box>
    </Stack>
  );
}
