import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import SvgIcon, { SvgIconProps } from '@mui/material/SvgIcon';

// The shape an icon set ships its icons in: a grid size and one path.
// Widths differ from icon to icon, as in many sets drawn on a 512-unit grid.
interface IconDefinition {
  width: number;
  height: number;
  path: string;
}

const heart: IconDefinition = {
  width: 512,
  height: 512,
  path: 'M256 464 58 268C2 212 10 120 72 80c52-34 122-22 160 26l24 30 24-30c38-48 108-60 160-26 62 40 70 132 14 188z',
};
const paperPlane: IconDefinition = {
  width: 512,
  height: 512,
  path: 'M496 16 16 232l160 56L432 80 208 312v168l88-120 136 88z',
};
const bolt: IconDefinition = { width: 384, height: 512, path: 'M256 0 32 288h144l-48 224 224-304H208z' };

// One adapter for the whole set: every icon gets SvgIcon's props (fontSize, color, sx…).
function SetIcon({ icon, ...props }: SvgIconProps & { icon: IconDefinition }) {
  return (
    <SvgIcon viewBox={`0 0 ${icon.width} ${icon.height}`} {...props}>
      <path d={icon.path} />
    </SvgIcon>
  );
}

export default function ThirdPartySvgIcons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <SetIcon icon={bolt} fontSize="small" color="warning" />
        <SetIcon icon={bolt} color="warning" />
        <SetIcon icon={bolt} fontSize="large" color="warning" />
        <SetIcon icon={bolt} sx={{ fontSize: 48 }} color="warning" />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Like this track" aria-pressed={liked} onClick={() => setLiked(!liked)}>
          <SetIcon icon={heart} color={liked ? 'error' : 'inherit'} />
        </IconButton>
        <Button variant="contained" startIcon={<SetIcon icon={paperPlane} />}>
          Share playlist
        </Button>
      </Stack>
    </Stack>
  );
}
