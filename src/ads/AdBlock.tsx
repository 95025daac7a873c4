import * as React from 'react';
import { styled } from '@mui/material/styles';
import { useAdConfig } from './AdProvider';

const AdContent = React.lazy(() => import('./AdContent'));

/** The reserved space: the ad arrives after the first render and never moves what follows it. */
const Container = styled('div')(({ theme }) => ({
  position: 'relative',
  minHeight: 142,
  margin: theme.spacing(3, 0),
  [theme.breakpoints.up('sm')]: { minHeight: 126 },
  '@media print': { display: 'none' },
}));

/**
 * The ad block of a docs page (below its description). The server renders the empty, reserved container; the ad's
 * code loads after the first render, from a chunk of its own.
 */
export function AdBlock() {
  const config = useAdConfig();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  return (
    <Container className="ad-block" data-ad-block="">
      {mounted && config.enabled ? (
        <React.Suspense fallback={null}>
          <AdContent config={config} />
        </React.Suspense>
      ) : null}
    </Container>
  );
}
