import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import BarChartIcon from '@mui/icons-material/BarChart';
import StackedBarChartIcon from '@mui/icons-material/StackedBarChart';
import NumbersIcon from '@mui/icons-material/Numbers';
import { BarChart } from '@mui/x-charts/BarChart';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';

type Options = { stacked: boolean; values: boolean };

// The toolbar slot receives no props of ours: it reads and changes the options through a context.
const OptionsContext = React.createContext<{
  options: Options;
  setOptions: React.Dispatch<React.SetStateAction<Options>>;
} | null>(null);

function LayoutToolbar() {
  const context = React.useContext(OptionsContext);
  if (!context) {
    return null;
  }
  const { options, setOptions } = context;
  return (
    <Toolbar aria-label="Chart options">
      <Tooltip title={options.stacked ? 'Show side by side' : 'Stack the series'}>
        <ToolbarButton
          size="small"
          aria-label="Stacked bars"
          aria-pressed={options.stacked}
          render={(props) => <IconButton {...props} color={options.stacked ? 'primary' : 'default'} />}
          onClick={() => setOptions((previous) => ({ ...previous, stacked: !previous.stacked }))}
        >
          {options.stacked ? <StackedBarChartIcon fontSize="small" /> : <BarChartIcon fontSize="small" />}
        </ToolbarButton>
      </Tooltip>
      <Tooltip title={options.values ? 'Hide values' : 'Show values'}>
        <ToolbarButton
          size="small"
          aria-label="Values on bars"
          aria-pressed={options.values}
          render={(props) => <IconButton {...props} color={options.values ? 'primary' : 'default'} />}
          onClick={() => setOptions((previous) => ({ ...previous, values: !previous.values }))}
        >
          <NumbersIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

export default function CommunityToolbar() {
  const [options, setOptions] = React.useState<Options>({ stacked: false, values: false });
  const stack = options.stacked ? 'total' : undefined;
  const value = React.useMemo(() => ({ options, setOptions }), [options]);

  return (
    <OptionsContext.Provider value={value}>
      <BarChart
        height={340}
        margin={{ top: 24 }}
        showToolbar
        slots={{ toolbar: LayoutToolbar }}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 40 }]}
        series={[
          { label: 'New', data: [34, 41, 38, 52], stack },
          { label: 'Returning', data: [58, 62, 71, 76], stack },
          { label: 'Reactivated', data: [9, 12, 8, 14], stack },
        ]}
        barLabel={options.values ? 'value' : undefined}
      />
    </OptionsContext.Provider>
  );
}
