import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Review = { id: number; guest: string; stay: string; rating: number; text: string };

const reviews: Review[] = [
  {
    id: 1,
    guest: 'Ana P.',
    stay: 'Sea-view double',
    rating: 5,
    text: 'Quiet room, excellent breakfast with local cheeses and fresh figs. The staff arranged a late checkout without any fuss and recommended a fish restaurant by the harbour that turned out to be the highlight of the trip.',
  },
  { id: 2, guest: 'Marcus L.', stay: 'Garden single', rating: 4, text: 'Comfortable bed, a little street noise.' },
  {
    id: 3,
    guest: 'Yuki S.',
    stay: 'Family suite',
    rating: 3,
    text: 'Plenty of space for four, but the air conditioning in the second bedroom rattled at night. Reception sent someone the next morning and it was fixed by lunchtime. The pool was cold in early May, which the website could mention.',
  },
  { id: 4, guest: 'Olu A.', stay: 'Sea-view double', rating: 5, text: 'Perfect weekend, would book again.' },
  {
    id: 5,
    guest: 'Greta N.',
    stay: 'Attic studio',
    rating: 4,
    text: 'Charming sloped ceilings and a skylight over the bed. Tall guests should mind their heads near the bathroom door. The kitchenette had everything needed for simple meals.',
  },
];

const PREVIEW = 70;

function ReviewText({ text }: { text: string }) {
  const [open, setOpen] = React.useState(false);
  if (text.length <= PREVIEW) {
    return <span>{text}</span>;
  }
  return (
    <Box sx={{ py: 1, whiteSpace: 'normal', lineHeight: 1.5 }}>
      {open ? text : `${text.slice(0, PREVIEW).trimEnd()}…`}{' '}
      <Button
        size="small"
        sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Show less' : 'Show more'}
      </Button>
    </Box>
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest', width: 110 },
  { field: 'stay', headerName: 'Room', width: 140 },
  { field: 'rating', headerName: 'Stars', type: 'number', width: 80 },
  {
    field: 'text',
    headerName: 'Review',
    flex: 1,
    minWidth: 260,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Review, string>) => <ReviewText text={params.value ?? ''} />,
  },
];

export default function ExpandableReviews() {
  return (
    <div style={{ height: 380, width: '100%' }}>
      <DataGrid
        label="Guest reviews"
        rows={reviews}
        columns={columns}
        hideFooter
        // Rows follow their content, so opening a review makes its row taller.
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 60}
      />
    </div>
  );
}
