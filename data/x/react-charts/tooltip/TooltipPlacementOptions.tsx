import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PopperProps } from '@mui/material/Popper';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  ChartsItemTooltipContent,
  ChartsTooltipContainer,
  useItemTooltip,
  type ChartsTooltipProps,
} from '@mui/x-charts/ChartsTooltip';
import { useDrawingArea, useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';

type Placement = 'pointer' | 'bar' | 'plot';

const levels = ['P-2', 'P-1', 'Ground', 'Level 1', 'Level 2', 'Roof'];
const occupied = [88, 95, 71, 64, 52, 23];

// The chosen placement is read by the tooltip slot below.
const PlacementContext = React.createContext<Placement>('pointer');

// A virtual element for the Popper: a point given in SVG coordinates.
function svgPoint(svg: SVGSVGElement | null, x: number, y: number): PopperProps['anchorEl'] {
  return {
    getBoundingClientRect: () => {
      const box = svg?.getBoundingClientRect() ?? new DOMRect();
      return new DOMRect(box.left + x, box.top + y, 0, 0);
    },
  };
}

function PlacedTooltip(props: ChartsTooltipProps) {
  const placement = React.useContext(PlacementContext);
  const item = useItemTooltip<'bar'>();
  const svgRef = useSvgRef();
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const { top, left, width } = useDrawingArea();

  let anchor: Partial<PopperProps> = {};
  if (placement !== 'pointer' && item) {
    const level = levels[item.identifier.dataIndex];
    const x = (xScale(level) ?? 0) + xScale.bandwidth() / 2;
    anchor = {
      anchorEl: svgPoint(svgRef.current, placement === 'bar' ? x : left + width / 2, placement === 'bar' ? yScale(item.value ?? 0) : top),
      placement: 'top',
      modifiers: [{ name: 'offset', options: { offset: [0, 6] } }],
    };
  }

  // Same open/close logic as the default tooltip; only the anchor changes.
  return (
    <ChartsTooltipContainer {...props} {...anchor}>
      <ChartsItemTooltipContent />
    </ChartsTooltipContainer>
  );
}

export default function TooltipPlacementOptions() {
  const [placement, setPlacement] = React.useState<Placement>('bar');

  return (
    <PlacementContext.Provider value={placement}>
      <FormControl>
        <FormLabel id="tooltip-placement-label">Tooltip placement</FormLabel>
        <RadioGroup
          row
          aria-labelledby="tooltip-placement-label"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
        >
          <FormControlLabel value="pointer" control={<Radio />} label="Next to the pointer" />
          <FormControlLabel value="bar" control={<Radio />} label="Above the bar" />
          <FormControlLabel value="plot" control={<Radio />} label="Top centre of the plot" />
        </RadioGroup>
      </FormControl>
      <BarChart
        height={260}
        margin={{ top: 40 }}
        aria-label="Parking garage occupancy per level"
        xAxis={[{ scaleType: 'band', data: levels }]}
        yAxis={[{ width: 40, max: 100, valueFormatter: (v: number) => `${v}%` }]}
        series={[{ data: occupied, label: 'Occupied spaces', valueFormatter: (v) => `${v}%` }]}
        slots={{ tooltip: PlacedTooltip }}
        slotProps={{ tooltip: { trigger: 'item' } }}
        hideLegend
      />
    </PlacementContext.Provider>
  );
}
