import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import BackpackIcon from '@mui/icons-material/Backpack';
import CheckroomIcon from '@mui/icons-material/Checkroom';
import ChairIcon from '@mui/icons-material/Chair';
import DiamondIcon from '@mui/icons-material/Diamond';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import HikingIcon from '@mui/icons-material/Hiking';
import KitchenIcon from '@mui/icons-material/Kitchen';
import SpaIcon from '@mui/icons-material/Spa';
import ToysIcon from '@mui/icons-material/Toys';
import UmbrellaIcon from '@mui/icons-material/Umbrella';

const categories = [
  { name: 'Coats', count: 48, icon: CheckroomIcon, height: 150 },
  { name: 'Boots', count: 31, icon: HikingIcon, height: 110 },
  { name: 'Bags', count: 64, icon: BackpackIcon, height: 180 },
  { name: 'Jewellery', count: 22, icon: DiamondIcon, height: 130 },
  { name: 'Rainwear', count: 17, icon: UmbrellaIcon, height: 120 },
  { name: 'Audio', count: 39, icon: HeadphonesIcon, height: 160 },
  { name: 'Wellness', count: 26, icon: SpaIcon, height: 100 },
  { name: 'Furniture', count: 53, icon: ChairIcon, height: 140 },
  { name: 'Kitchen', count: 71, icon: KitchenIcon, height: 170 },
  { name: 'Toys', count: 35, icon: ToysIcon, height: 120 },
];

export default function ResponsiveShopCategories() {
  return (
    <Masonry
      // 2 columns on phones, 3 from 600px, 4 from 900px.
      columns={{ xs: 2, sm: 3, md: 4 }}
      spacing={2}
      defaultColumns={4}
      defaultSpacing={2}
      defaultHeight={500}
    >
      {categories.map(({ name, count, icon: Icon, height }) => (
        <Paper
          key={name}
          variant="outlined"
          sx={{
            height,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Icon sx={{ fontSize: 36, color: 'primary.main', mb: 1 }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {count} items
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
