import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const lines = [
  {
    id: 'rail-coastal',
    name: 'Coastal line',
    stations: ['Harbour', 'Fish Market', 'Lighthouse', 'Dune Park', 'Saltmarsh', 'Cliff Road', 'Bay End'],
  },
  {
    id: 'rail-valley',
    name: 'Valley line',
    stations: ['Central Station', 'Old Mill', 'Vineyards', 'River Bend', 'Stone Bridge', 'Upper Valley'],
  },
  { id: 'rail-airport', name: 'Airport shuttle (closed)', stations: ['Terminal 1', 'Terminal 2'] },
];

const stationId = (lineId: string, station: string) =>
  `${lineId}-${station.toLowerCase().replace(/\s+/g, '-')}`;

export default function RailStationJump() {
  const apiRef = useTreeViewApiRef();
  const scrollBox = React.useRef<HTMLDivElement>(null);
  const [message, setMessage] = React.useState('Pick a station to scroll to it.');

  const jumpTo = (itemId: string, name: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    const box = scrollBox.current;
    if (!element || !box) {
      setMessage(`${name} is not rendered: its line is collapsed, so there is no element yet.`);
      return;
    }
    // Scroll only the list, not the page.
    box.scrollTop += element.getBoundingClientRect().top - box.getBoundingClientRect().top - 8;
    setMessage(`${name} found: a <${element.tagName.toLowerCase()}> with id "${element.id}".`);
  };

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => jumpTo(stationId('rail-valley', 'Stone Bridge'), 'Stone Bridge')}>
          Stone Bridge
        </Button>
        <Button size="small" variant="outlined" onClick={() => jumpTo(stationId('rail-coastal', 'Harbour'), 'Harbour')}>
          Harbour
        </Button>
        <Button size="small" variant="outlined" onClick={() => jumpTo(stationId('rail-airport', 'Terminal 2'), 'Terminal 2')}>
          Terminal 2
        </Button>
      </Stack>
      <Box
        ref={scrollBox}
        role="region"
        aria-label="Rail network, scrollable"
        tabIndex={0}
        sx={{ height: 200, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <SimpleTreeView
          aria-label="Rail lines and stations"
          apiRef={apiRef}
          defaultExpandedItems={['rail-coastal', 'rail-valley']}
        >
          {lines.map((line) => (
            <TreeItem key={line.id} itemId={line.id} label={line.name}>
              {line.stations.map((station) => (
                <TreeItem key={station} itemId={stationId(line.id, station)} label={station} />
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1, color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
