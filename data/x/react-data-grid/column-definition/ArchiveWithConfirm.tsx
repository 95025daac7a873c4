import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';

type Listing = { id: number; address: string; bedrooms: number; rent: number };

const initialListings: Listing[] = [
  { id: 1, address: '14 Quay Street', bedrooms: 2, rent: 1450 },
  { id: 2, address: '3B Mill Lane', bedrooms: 1, rent: 980 },
  { id: 3, address: '27 Orchard Rise', bedrooms: 3, rent: 1820 },
  { id: 4, address: '8 Foundry Yard', bedrooms: 2, rent: 1390 },
];

type ConfirmArchiveItemProps = {
  label: string;
  icon: React.ReactElement;
  showInMenu: true;
  address: string;
  onConfirm: () => void;
  // Passed by the grid to items shown in the menu.
  closeMenu?: () => void;
};

// The menu item and its dialog live together: the item keeps the menu open on click,
// so the dialog is not unmounted with it, and closes the menu itself when done.
function ConfirmArchiveItem({ address, onConfirm, closeMenu, ...itemProps }: ConfirmArchiveItemProps) {
  const [open, setOpen] = React.useState(false);

  const finish = (confirmed: boolean) => {
    setOpen(false);
    if (confirmed) {
      onConfirm();
    }
    closeMenu?.();
  };

  return (
    <React.Fragment>
      <GridActionsCellItem {...itemProps} closeMenuOnClick={false} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => finish(false)} aria-labelledby={`archive-title-${address}`}>
        <DialogTitle id={`archive-title-${address}`}>Archive this listing?</DialogTitle>
        <DialogContent>
          <DialogContentText>{address} will disappear from the public site. You can restore it later.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => finish(false)}>Cancel</Button>
          <Button color="error" onClick={() => finish(true)}>
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}

export default function ArchiveWithConfirm() {
  const [listings, setListings] = React.useState(initialListings);

  const columns = React.useMemo<GridColDef<Listing>[]>(
    () => [
      { field: 'address', headerName: 'Address', flex: 1, minWidth: 170 },
      { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
      { field: 'rent', headerName: 'Rent (£/month)', type: 'number', width: 140 },
      {
        field: 'actions',
        type: 'actions',
        width: 80,
        getActions: ({ row }) => [
          // A plain menu item closes the menu as soon as it is clicked.
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" showInMenu />,
          <ConfirmArchiveItem
            key="archive"
            icon={<ArchiveIcon />}
            label="Archive"
            showInMenu
            address={row.address}
            onConfirm={() => setListings((prev) => prev.filter((item) => item.id !== row.id))}
          />,
        ],
      },
    ],
    [],
  );

  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGrid label="Rental listings" rows={listings} columns={columns} hideFooter />
    </div>
  );
}
