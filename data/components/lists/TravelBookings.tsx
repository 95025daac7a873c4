import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import HotelIcon from '@mui/icons-material/Hotel';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MuseumIcon from '@mui/icons-material/Museum';

const bookings = [
  { id: 'flight', icon: <FlightTakeoffIcon />, title: 'Flight LIS → CPH', when: 'Mon 12 May, 07:40' },
  { id: 'hotel', icon: <HotelIcon />, title: 'Hotel Nyhavn, 3 nights', when: 'Check-in Mon 12 May' },
  { id: 'car', icon: <DirectionsCarIcon />, title: 'Car rental, compact', when: 'Pick-up Tue 13 May, 10:00' },
  { id: 'museum', icon: <MuseumIcon />, title: 'Design Museum tickets', when: 'Wed 14 May, 14:30' },
];

export default function TravelBookings() {
  return (
    <List aria-label="Trip bookings" sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}>
      {bookings.map((booking) => (
        <ListItem key={booking.id}>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{booking.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={booking.title} secondary={booking.when} />
        </ListItem>
      ))}
    </List>
  );
}
