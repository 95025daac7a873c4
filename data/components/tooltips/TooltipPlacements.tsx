import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Each row of the grid; null leaves a cell empty.
const rows: (Placement | null)[][] = [
  [null, 'top-start', 'top', 'top-end', null],
  ['left-start', null, null, null, 'right-start'],
  ['left', null, null, null, 'right'],
  ['left-end', null, null, null, 'right-end'],
  [null, 'bottom-start', 'bottom', 'bottom-end', null],
];

export default function TooltipPlacements() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 110px))',
        gap: 1,
        justifyContent: 'center',
      }}
    >
      {rows.flat().map((placement, index) =>
        placement ? (
          <Tooltip key={placement} title={`Placed ${placement}`} placement={placement} describeChild>
            <Button size="small" variant="outlined" sx={{ textTransform: 'none' }}>
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={`empty-${index}`} />
        ),
      )}
    </Box>
  );
}
