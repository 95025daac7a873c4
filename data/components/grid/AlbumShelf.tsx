import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AlbumIcon from '@mui/icons-material/Album';

const albums = [
  { title: 'Night Ferry', artist: 'The Low Tides' },
  { title: 'Paper Suns', artist: 'Mara Okafor' },
  { title: 'Northbound', artist: 'Kestrel' },
  { title: 'Glass Orchard', artist: 'June Harlow' },
  { title: 'Slow Signal', artist: 'Radio Fenwick' },
  { title: 'Salt & Cedar', artist: 'Ines Duarte' },
  { title: 'Long Weekend', artist: 'Parkside' },
  { title: 'Quiet Engines', artist: 'Tomas Reyes' },
];

export default function AlbumShelf() {
  return (
    // 4 columns on phones, 8 on tablets, 12 from md: size={2} gives 2, 4, then 6 albums per row.
    <Grid
      container
      columns={{ xs: 4, sm: 8, md: 12 }}
      spacing={{ xs: 1, md: 2 }}
      sx={{ width: '100%' }}
    >
      {albums.map((album) => (
        <Grid key={album.title} size={2}>
          <Paper variant="outlined" sx={{ p: 1 }}>
            <Box
              sx={{
                aspectRatio: '1',
                borderRadius: 1,
                bgcolor: 'action.hover',
                display: 'grid',
                placeItems: 'center',
                mb: 1,
              }}
            >
              <AlbumIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
            </Box>
            <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
              {album.title}
            </Typography>
            <Typography variant="caption" noWrap component="p" color="text.secondary">
              {album.artist}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
