import * as React from 'react';
import { List, type RowComponentProps } from 'react-window';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const ROW_HEIGHT = 36;
const VISIBLE_ROWS = 8;

// 10,000 SKUs computed from their index: nothing random, so the server and the browser agree.
const families = ['TEE', 'HOODIE', 'CAP', 'SOCK', 'TOTE'];
const colours = ['BLK', 'WHT', 'NVY', 'OLV', 'RED', 'SND'];
const skus = Array.from({ length: 10000 }, (_, index) => {
  const family = families[index % families.length];
  const colour = colours[Math.floor(index / families.length) % colours.length];
  return `${family}-${colour}-${String(index + 1).padStart(5, '0')}`;
});

type OptionElement = React.ReactElement<React.HTMLAttributes<HTMLLIElement>>;

function OptionRow({ index, style, options }: RowComponentProps<{ options: OptionElement[] }>) {
  // Position the row with `top` instead of a transform: the Autocomplete measures offsetTop
  // to keep the keyboard-highlighted option in view. minHeight: 0 lifts the 48px touch minimum
  // options get on narrow screens, which would make rows overlap.
  return React.cloneElement(options[index], {
    style: { ...style, transform: undefined, top: index * ROW_HEIGHT, minHeight: 0 },
  });
}

type ListboxProps = React.HTMLAttributes<HTMLElement> & { ref?: React.Ref<HTMLDivElement>; ownerState?: unknown };

function VirtualListbox({ children, ref, ownerState, ...listboxProps }: ListboxProps) {
  const options = React.Children.toArray(children) as OptionElement[];
  return (
    // The Autocomplete's ref goes on a wrapper (react-window keeps its own); the scrolling List
    // receives role="listbox", the id and the handlers.
    <div ref={ref}>
      <List
        {...listboxProps}
        rowComponent={OptionRow}
        rowProps={{ options }}
        rowCount={options.length}
        rowHeight={ROW_HEIGHT}
        overscanCount={6}
        style={{ height: Math.min(options.length, VISIBLE_ROWS) * ROW_HEIGHT, padding: 0 }}
      />
    </div>
  );
}

export default function VirtualizedSkuPicker() {
  return (
    <Autocomplete
      sx={{ width: 320 }}
      options={skus}
      slots={{ listbox: VirtualListbox }}
      renderInput={(params) => (
        <TextField {...params} label="SKU" helperText="10,000 options, a dozen or so in the DOM" />
      )}
    />
  );
}
