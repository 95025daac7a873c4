import * as React from 'react';
import Chip, { chipClasses, type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

// A union replaces Flow's string literal union one for one.
type OrderStatus = 'pending' | 'shipped' | 'delivered' | 'cancelled';

// Record<K, V> makes the compiler check that every status has an entry.
const statusStyles: Record<OrderStatus, { label: string; color: ChipProps['color']; icon: React.ReactElement }> = {
  pending: { label: 'Pending', color: 'warning', icon: <HourglassEmptyIcon /> },
  shipped: { label: 'Shipped', color: 'info', icon: <LocalShippingIcon /> },
  delivered: { label: 'Delivered', color: 'success', icon: <CheckCircleIcon /> },
  cancelled: { label: 'Cancelled', color: 'default', icon: <CancelIcon /> },
};

// Every Chip prop except the three this component decides, plus a required status.
interface StatusChipProps extends Omit<ChipProps, 'label' | 'color' | 'icon'> {
  status: OrderStatus;
}

function StatusChip({ status, ...chipProps }: StatusChipProps) {
  const { label, color, icon } = statusStyles[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      color={color}
      icon={icon}
      // The colour marks the border and icon; the label keeps the body text colour for contrast.
      sx={{ [`& .${chipClasses.label}`]: { color: 'text.primary' } }}
      {...chipProps}
    />
  );
}

const orders: ReadonlyArray<{ id: string; customer: string; status: OrderStatus }> = [
  { id: 'A-1001', customer: 'Nadia Petrova', status: 'delivered' },
  { id: 'A-1002', customer: 'Tomás Silva', status: 'shipped' },
  { id: 'A-1003', customer: 'Amara Obi', status: 'pending' },
  { id: 'A-1004', customer: 'Lukas Weber', status: 'cancelled' },
];

export default function TypedStatusChip() {
  return (
    <List dense sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.paper', borderRadius: 1 }}>
      {orders.map((order) => (
        <ListItem key={order.id} secondaryAction={<StatusChip status={order.status} />}>
          <ListItemText primary={order.customer} secondary={`Order ${order.id}`} />
        </ListItem>
      ))}
    </List>
  );
}
