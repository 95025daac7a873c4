import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { version as materialVersion, major as materialMajor } from '@mui/material/version';

const reactMajor = Number(React.version.split('.')[0]);

const rows = [
  {
    name: 'react',
    installed: React.version,
    required: '^17.0.0 || ^18.0.0 || ^19.0.0',
    ok: reactMajor >= 17 && reactMajor <= 19,
  },
  {
    name: '@mui/material',
    installed: materialVersion ?? 'unknown',
    required: 'these docs: 7.3.x',
    ok: materialMajor === 7,
  },
];

export default function InstalledVersions() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 480 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          What this page runs on
        </Typography>
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {rows.map((row) => (
            <Stack key={row.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <div style={{ flexGrow: 1 }}>
                <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
                  {row.name}
                </Typography>
                <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                  Supported: {row.required}
                </Typography>
              </div>
              <Chip
                label={row.installed}
                color={row.ok ? 'success' : 'warning'}
                variant="outlined"
                size="small"
              />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
