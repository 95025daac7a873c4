import * as React from 'react';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const environments = ['Development', 'Staging', 'Production'] as const;
const flags = [
  { key: 'new-checkout', on: ['Development', 'Staging'] },
  { key: 'search-v2', on: ['Development', 'Staging', 'Production'] },
  { key: 'dark-mode-beta', on: ['Development'] },
  { key: 'bulk-export', on: [] as string[] },
];

export default function FeatureFlagTable() {
  const [state, setState] = React.useState(() =>
    Object.fromEntries(flags.map((flag) => [flag.key, flag.on])),
  );

  const toggle = (key: string, environment: string) =>
    setState((current) => {
      const enabled = current[key];
      return {
        ...current,
        [key]: enabled.includes(environment) ? enabled.filter((item) => item !== environment) : [...enabled, environment],
      };
    });

  return (
    <TableContainer>
      <Table size="small" aria-label="Feature flags per environment">
        <TableHead>
          <TableRow>
            <TableCell>Flag</TableCell>
            {environments.map((environment) => (
              <TableCell key={environment} align="center">
                {environment}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {flags.map((flag) => (
            <TableRow key={flag.key}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                {flag.key}
              </TableCell>
              {environments.map((environment) => (
                <TableCell key={environment} align="center" padding="none">
                  <Switch
                    size="small"
                    checked={state[flag.key].includes(environment)}
                    onChange={() => toggle(flag.key, environment)}
                    slotProps={{ input: { 'aria-label': `${flag.key} in ${environment}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
