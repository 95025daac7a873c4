import * as React from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Range = 'exact' | 'tilde' | 'caret';

const prefixes: Record<Range, string> = { exact: '', tilde: '~', caret: '^' };

function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

// Which updates does a range in package.json accept? Mirrors npm's rules for versions at 1.0.0 and above.
function describe(range: Range, [major, minor, patch]: [number, number, number]) {
  if (range === 'exact') {
    return `Only ${major}.${minor}.${patch}. Every upgrade is a deliberate edit of package.json.`;
  }
  if (range === 'tilde') {
    return `Patch releases: ${major}.${minor}.${patch} up to, but not including, ${major}.${minor + 1}.0.`;
  }
  return `Patch and minor releases: ${major}.${minor}.${patch} up to, but not including, ${major + 1}.0.0.`;
}

export default function UpgradeRangeChecker() {
  const [version, setVersion] = React.useState('7.3.11');
  const [range, setRange] = React.useState<Range>('caret');
  const parsed = parse(version);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label="Installed version"
          size="small"
          value={version}
          onChange={(event) => setVersion(event.target.value)}
          error={!parsed}
          helperText={parsed ? ' ' : 'Use the form major.minor.patch'}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Range in package.json"
          value={range}
          onChange={(event, next: Range | null) => next && setRange(next)}
          sx={{ mb: { sm: 2.75 } }}
        >
          <ToggleButton value="exact">Exact</ToggleButton>
          <ToggleButton value="tilde">~ Tilde</ToggleButton>
          <ToggleButton value="caret">^ Caret</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {parsed ? (
        <Alert severity={range === 'caret' ? 'info' : 'success'}>
          <strong>
            &quot;@mui/material&quot;: &quot;{prefixes[range]}
            {version.trim()}&quot;
          </strong>
          <br />
          {describe(range, parsed)}
        </Alert>
      ) : null}
    </Stack>
  );
}
