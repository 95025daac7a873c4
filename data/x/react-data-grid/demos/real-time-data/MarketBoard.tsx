import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { keyframes } from '@mui/system';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

type Quote = {
  id: string;
  name: string;
  sector: string;
  open: number;
  price: number;
  previous: number;
  volume: number;
  version: number;
};

// Tiny seeded generator (mulberry32): the same seed always gives the same sequence.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const companies: Array<[string, string, string]> = [
  ['NRDL', 'Nordlicht Energy', 'Energy'],
  ['KSTR', 'Kestrel Aerospace', 'Industrials'],
  ['BLVD', 'Boulevard Retail', 'Consumer'],
  ['QNTM', 'Quantum Ledger', 'Technology'],
  ['HRBR', 'Harbor Logistics', 'Industrials'],
  ['VRDE', 'Verde Foods', 'Consumer'],
  ['SLTA', 'Saltair Pharma', 'Health care'],
  ['MSQT', 'Mosquito Networks', 'Technology'],
  ['CPRA', 'Copper Ridge Mining', 'Materials'],
  ['ALDN', 'Alden Insurance', 'Financials'],
  ['PLSR', 'Pulsar Semiconductors', 'Technology'],
  ['ORCA', 'Orca Offshore Wind', 'Energy'],
  ['FNCH', 'Finch Payments', 'Financials'],
  ['TMBR', 'Timberline Homes', 'Consumer'],
  ['LUMN', 'Lumen Diagnostics', 'Health care'],
  ['GRVL', 'Gravel & Stone', 'Materials'],
];

const seedRandom = createRandom(2025);
const initialQuotes: Quote[] = companies.map(([id, name, sector]) => {
  const open = Math.round((20 + seedRandom() * 280) * 100) / 100;
  return { id, name, sector, open, price: open, previous: open, volume: 0, version: 0 };
});

const flash = keyframes`
  from { opacity: 0.45; }
  to { opacity: 0; }
`;

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, signDisplay: 'exceptZero' });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

function PriceCell({ row }: GridRenderCellParams<Quote, number>) {
  const color = row.price >= row.previous ? 'success.main' : 'error.main';
  return (
    <Box
      // A new key on every update remounts the span, which restarts the flash animation.
      key={row.version}
      component="span"
      sx={{
        position: 'relative',
        px: 1,
        borderRadius: 1,
        fontVariantNumeric: 'tabular-nums',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          borderRadius: 1,
          bgcolor: color,
          opacity: 0,
          animation: row.version > 0 ? `${flash} 900ms ease-out` : 'none',
        },
      }}
    >
      {price.format(row.price)}
    </Box>
  );
}

function ChangeCell({ value }: GridRenderCellParams<Quote, number>) {
  const change = value ?? 0;
  const Icon = change > 0 ? TrendingUpIcon : change < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', color }}>
      <Icon fontSize="small" aria-hidden />
      <span>{percent.format(change)}</span>
    </Stack>
  );
}

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 170 },
  { field: 'sector', headerName: 'Sector', width: 120 },
  { field: 'price', headerName: 'Last', type: 'number', width: 120, renderCell: PriceCell },
  {
    field: 'change',
    headerName: 'Day change',
    type: 'number',
    width: 130,
    valueGetter: (value, row) => (row.price - row.open) / row.open,
    renderCell: ChangeCell,
  },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : compact.format(value)),
  },
];

export default function MarketBoard() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [intervalMs, setIntervalMs] = React.useState(1000);
  const [ticks, setTicks] = React.useState(0);
  // The generator lives in a ref so pausing and resuming continues the same sequence.
  const random = React.useRef(createRandom(42));

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const next = random.current;
      const updates: Quote[] = [];
      const count = 2 + Math.floor(next() * 4);
      for (let i = 0; i < count; i += 1) {
        const id = companies[Math.floor(next() * companies.length)][0];
        const current = api.getRow<Quote>(id);
        if (current && !updates.some((update) => update.id === id)) {
          const move = (next() - 0.5) * 0.02 * current.price;
          updates.push({
            ...current,
            previous: current.price,
            price: Math.max(1, Math.round((current.price + move) * 100) / 100),
            volume: current.volume + Math.round(next() * 5000),
            version: current.version + 1,
          });
        }
      }
      api.updateRows(updates);
      setTicks((value) => value + 1);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', p: 1.5 }}>
        <Button
          variant="contained"
          size="small"
          startIcon={running ? <PauseIcon /> : <PlayArrowIcon />}
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={intervalMs}
          onChange={(event, value: number | null) => value && setIntervalMs(value)}
          aria-label="Update interval"
        >
          <ToggleButton value={250}>250 ms</ToggleButton>
          <ToggleButton value={1000}>1 s</ToggleButton>
          <ToggleButton value={3000}>3 s</ToggleButton>
        </ToggleButtonGroup>
        <Chip
          size="small"
          color={running ? 'success' : 'default'}
          label={running ? 'Live' : 'Paused'}
          variant={running ? 'filled' : 'outlined'}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', ml: 'auto' }}>
          {ticks} batches applied
        </Typography>
      </Stack>
      <Box sx={{ height: 480 }}>
        <DataGridPro
          apiRef={apiRef}
          label="Market board"
          rows={initialQuotes}
          columns={columns}
          density="compact"
          disableRowSelectionOnClick
          initialState={{ sorting: { sortModel: [{ field: 'change', sort: 'desc' }] } }}
        />
      </Box>
    </Box>
  );
}
