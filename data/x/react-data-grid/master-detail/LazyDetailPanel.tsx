import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Parcel {
  id: string;
  recipient: string;
  carrier: string;
  status: string;
}

interface TrackingEvent {
  time: string;
  place: string;
  note: string;
}

const parcels: Parcel[] = [
  { id: 'PX-30114', recipient: 'Ingrid Dahl', carrier: 'PostNord', status: 'In transit' },
  { id: 'PX-30115', recipient: 'Kwame Boateng', carrier: 'DHL', status: 'Out for delivery' },
  { id: 'PX-30116', recipient: 'Lucía Ferrer', carrier: 'SEUR', status: 'Delivered' },
];

const trackingHistory: Record<string, TrackingEvent[]> = {
  'PX-30114': [
    { time: '04-02 07:40', place: 'Malmö hub', note: 'Sorted' },
    { time: '04-02 13:05', place: 'Copenhagen', note: 'Crossed the border' },
  ],
  'PX-30115': [
    { time: '04-01 18:20', place: 'Accra depot', note: 'Received' },
    { time: '04-02 08:10', place: 'Accra depot', note: 'Loaded on van 12' },
  ],
  'PX-30116': [
    { time: '03-31 10:00', place: 'Valencia', note: 'Collected' },
    { time: '04-01 12:45', place: 'Barcelona', note: 'Handed to recipient' },
  ],
};

// A fake server: answers after a short delay, like a network request would.
function fetchTracking(parcelId: string): Promise<TrackingEvent[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(trackingHistory[parcelId] ?? []), 800);
  });
}

function TrackingPanel({ parcel }: { parcel: Parcel }) {
  const [events, setEvents] = React.useState<TrackingEvent[] | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchTracking(parcel.id).then((result) => {
      if (active) {
        setEvents(result);
      }
    });
    return () => {
      active = false;
    };
  }, [parcel.id]);

  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      {events === null ? (
        <Box>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Loading the tracking history of {parcel.id}…
          </Typography>
          <LinearProgress aria-label={`Loading tracking of ${parcel.id}`} />
        </Box>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label={`Tracking history of ${parcel.id}`}>
          {events.map((event) => (
            <Typography component="li" variant="body2" key={event.time}>
              {event.time}, {event.place}: {event.note}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'recipient', headerName: 'Recipient', flex: 1, minWidth: 150 },
  { field: 'carrier', headerName: 'Carrier', width: 110 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function LazyDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Parcel>) => <TrackingPanel parcel={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <div style={{ height: 340, width: '100%' }}>
      <DataGridPro
        label="Parcels"
        rows={parcels}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
