import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const tracks = [
  { title: 'Harbour Lights', artist: 'The Low Tides', length: '3:41' },
  { title: 'Paper Planes at Dawn', artist: 'Mira Sol', length: '4:05' },
  { title: 'Northbound', artist: 'Kestrel', length: '2:58' },
  { title: 'Slow Orbit', artist: 'Mira Sol', length: '5:12' },
];

export default function LayerCaveatPlaylist() {
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  const [layered, setLayered] = React.useState(false);

  // The "library" styles: the playing row gets a margin and rounded corners
  // through a selector with three classes.
  const library = `
  .playlist-demo .playlist-demo-track { display: flex; gap: 12px; padding: 8px 12px; border-bottom: 1px solid ${palette.divider}; }
  .playlist-demo .playlist-demo-track.is-playing { margin-block: 12px; border-radius: 12px; border: 1px solid ${palette.primary.main}; }`;
  // The "app" override: a flat, gapless list, written with a single class.
  const app = `
  .playlist-demo-track { margin-block: 0; border-radius: 0; }`;

  const css = layered
    ? `@layer playlist-demo-library, playlist-demo-app;
@layer playlist-demo-library {${library}
}
@layer playlist-demo-app {${app}
}`
    : `${library}${app}`;

  return (
    <Stack spacing={2} className="playlist-demo">
      <style>{css}</style>
      <FormControlLabel
        control={<Switch checked={layered} onChange={(event) => setLayered(event.target.checked)} />}
        label="Put the library and app rules in cascade layers"
      />
      <Stack component="ol" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 420 }}>
        {tracks.map((track, index) => (
          <li key={track.title} className={index === 1 ? 'playlist-demo-track is-playing' : 'playlist-demo-track'}>
            <Typography variant="body2" sx={{ color: 'text.secondary', width: 16 }}>
              {index + 1}
            </Typography>
            <div style={{ flexGrow: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: index === 1 ? 700 : 400 }}>
                {track.title}
                {index === 1 && ' (now playing)'}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {track.artist}
              </Typography>
            </div>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {track.length}
            </Typography>
          </li>
        ))}
      </Stack>
      <Typography variant="body2" role="status">
        {layered
          ? 'Layered: the app layer comes later, so its single-class rule wins and the playing row lines up flat.'
          : 'Unlayered: the library rule has the higher specificity, so the playing row keeps its margin and corners.'}
      </Typography>
    </Stack>
  );
}
