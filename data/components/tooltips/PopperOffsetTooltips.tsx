import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

// Popper.js `offset` modifier: [skidding along the button, distance away from it], in px.
// The distance adds to the tooltip's own 14 px margin. Defined once, outside the component,
// so the popper is not rebuilt on every render.
const offsetBy = (skidding: number, distance: number) => [
  { name: 'offset', options: { offset: [skidding, distance] } },
];

const examples = [
  { label: 'Closer', title: 'Sits 4 px below the button', modifiers: offsetBy(0, -10) },
  { label: 'Default', title: 'Sits 14 px below the button', modifiers: offsetBy(0, 0) },
  { label: 'Further', title: 'Sits 30 px below the button', modifiers: offsetBy(0, 16) },
  { label: 'Shifted', title: 'Moved 40 px along the button', modifiers: offsetBy(40, 0) },
];

export default function PopperOffsetTooltips() {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
      {examples.map((example) => (
        <Tooltip
          key={example.label}
          title={example.title}
          describeChild
          slotProps={{ popper: { modifiers: example.modifiers } }}
        >
          <Button variant="outlined">{example.label}</Button>
        </Tooltip>
      ))}
    </Stack>
  );
}
