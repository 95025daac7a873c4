import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });
const makeRtlCache = () => createCache({ key: 'rtl-list', stylisPlugins: [prefixer, rtlPlugin] });

const orders = [
  { id: '1042', status: 'تم التوصيل' },
  { id: '1043', status: 'في الطريق' },
  { id: '1044', status: 'قيد التجهيز' },
];

// "Open" points towards the end of the line: right in English, left in Arabic.
function ForwardIcon() {
  const theme = useTheme();
  return theme.direction === 'rtl' ? <ChevronLeftIcon /> : <ChevronRightIcon />;
}

export default function RtlOrderList() {
  const [rtlCache] = React.useState(makeRtlCache);

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <List
          dir="rtl"
          lang="ar"
          sx={{ width: '100%', maxWidth: 380, bgcolor: 'background.paper', borderRadius: 1 }}
          subheader={<ListSubheader>الطلبات الأخيرة</ListSubheader>}
        >
          {orders.map((order) => (
            <ListItem
              key={order.id}
              secondaryAction={
                <IconButton edge="end" aria-label={`عرض الطلب ${order.id}`}>
                  <ForwardIcon />
                </IconButton>
              }
            >
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main' }}>
                  <LocalShippingIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={`الطلب رقم ${order.id}`} secondary={order.status} />
            </ListItem>
          ))}
        </List>
      </ThemeProvider>
    </CacheProvider>
  );
}
