import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import type { SxProps, Theme } from '@mui/material/styles';

const hours = ['7h', '9h', '11h', '13h', '15h', '17h', '19h', '21h'];

// Check-ins at a climbing gym on a weekday and on a Saturday.
const weekday = [12, 18, 9, 22, 14, 41, 58, 30];
const saturday = [4, 35, 62, 48, 55, 44, 27, 11];

const tooltipSx: SxProps<Theme> = (theme) => ({
  [`& .${chartsTooltipClasses.paper}`]: {
    borderRadius: 2,
    boxShadow: theme.shadows[6],
    borderColor: (theme.vars || theme).palette.primary.main,
  },
  [`& .${chartsTooltipClasses.axisValueCell}`]: {
    color: (theme.vars || theme).palette.primary.main,
    fontWeight: 700,
  },
  [`& .${chartsTooltipClasses.valueCell}`]: {
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 600,
  },
  [`& .${chartsTooltipClasses.mark}`]: { borderRadius: '2px' },
});

export default function StyledTooltipSx() {
  const [disablePortal, setDisablePortal] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />}
        label="Render the tooltip inside the chart (disablePortal)"
      />
      <LineChart
        height={260}
        margin={{ top: 24, right: 24 }}
        aria-label="Climbing gym check-ins by hour"
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ width: 36 }]}
        series={[
          { data: weekday, label: 'Weekday', valueFormatter: (v) => `${v} climbers` },
          { data: saturday, label: 'Saturday', valueFormatter: (v) => `${v} climbers` },
        ]}
        // The tooltip lives in a portal: its styles go through its own slot props.
        slotProps={{ tooltip: { sx: tooltipSx, disablePortal } }}
        // With disablePortal, the chart's sx reaches the tooltip too.
        sx={{ [`& .${chartsTooltipClasses.labelCell}`]: { fontStyle: 'italic' } }}
      />
    </Stack>
  );
}
