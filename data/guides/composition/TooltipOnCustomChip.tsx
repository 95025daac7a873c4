import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';

const Pill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.5, 1.5),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  ...theme.typography.body2,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

type StatusPillProps = React.HTMLAttributes<HTMLSpanElement> & { label: string };

// Forwards the ref and spreads the remaining props: Tooltip needs both
// (the ref to position itself, the props for its mouse, focus and aria handlers).
const StatusPill = React.forwardRef<HTMLSpanElement, StatusPillProps>(
  function StatusPill({ label, ...other }, ref) {
    return (
      <Pill ref={ref} tabIndex={0} {...other}>
        {label}
      </Pill>
    );
  },
);

// Neither forwards: Tooltip cannot attach to it, so nothing shows on hover.
function BrokenPill({ label }: { label: string }) {
  return <Pill tabIndex={0}>{label}</Pill>;
}

export default function TooltipOnCustomChip() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Tooltip title="All 12 checks passed on main" describeChild>
        <StatusPill label="Build passing" />
      </Tooltip>
      <Tooltip title="You will never see this text" describeChild>
        <BrokenPill label="No tooltip here" />
      </Tooltip>
    </Stack>
  );
}
