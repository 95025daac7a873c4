import { styled } from '@mui/material/styles';

/** The reserved space: the ad arrives after the first render and never moves what follows it. */
const Container = styled('div')(({ theme }) => ({
  position: 'relative',
  minHeight: 142,
  margin: theme.spacing(3, 0),
  [theme.breakpoints.up('sm')]: { minHeight: 126 },
  '@media print': { display: 'none' },
}));

/**
 * The ad block of a docs page (below its description), as the server renders it: the empty, reserved container.
 * In the browser, `startAdBlock` renders the ad into it from a chunk of its own.
 */
export function AdBlock() {
  return <Container className="ad-block" data-ad-block="" />;
}
