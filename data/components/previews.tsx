/**
 * The small previews the component group pages show beside each component (`<PageList previews={componentPreviews} />`).
 * Rendered at build time as static markup: no JavaScript reaches the reader for them, and they are not interactive.
 */
import type * as React from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import HomeIcon from '@mui/icons-material/Home';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';

/** A stand-in drawn with boxes, for components that only show something when opened or positioned. */
function Sketch({ children, label }: { children?: React.ReactNode; label: string }) {
  return (
    <Box sx={{ position: 'relative', width: 150, height: 84, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      {children}
      <Typography component="span" variant="caption" sx={{ position: 'absolute', left: 8, bottom: 4, color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}

const line = (width: number | string, top: number) => (
  <Box sx={{ position: 'absolute', left: 8, top, width, height: 6, borderRadius: 3, bgcolor: 'action.selected' }} />
);

export const componentPreviews: Record<string, React.ReactNode> = {
  '/components/autocomplete': <TextField size="small" label="Country" value="Norway" slotProps={{ input: { readOnly: true } }} sx={{ width: 150 }} />,
  '/components/buttons': (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" size="small">Save</Button>
      <Button variant="outlined" size="small">Cancel</Button>
    </Stack>
  ),
  '/components/button-group': (
    <ButtonGroup size="small" variant="outlined" aria-label="Preview">
      <Button>One</Button>
      <Button>Two</Button>
      <Button>Three</Button>
    </ButtonGroup>
  ),
  '/components/checkboxes': (
    <Stack direction="row">
      <Checkbox defaultChecked slotProps={{ input: { 'aria-label': 'Checked' } }} />
      <Checkbox slotProps={{ input: { 'aria-label': 'Unchecked' } }} />
      <Checkbox indeterminate slotProps={{ input: { 'aria-label': 'Indeterminate' } }} />
    </Stack>
  ),
  '/components/floating-action-button': (
    <Fab color="primary" size="medium" aria-label="Add">
      <AddIcon />
    </Fab>
  ),
  '/components/radio-buttons': (
    <Stack direction="row">
      <Radio checked slotProps={{ input: { 'aria-label': 'Selected' } }} />
      <Radio checked={false} slotProps={{ input: { 'aria-label': 'Not selected' } }} />
    </Stack>
  ),
  '/components/rating': <Rating value={3.5} precision={0.5} readOnly />,
  '/components/selects': (
    <TextField size="small" label="Size" value="Medium" sx={{ width: 140 }} slotProps={{ input: { readOnly: true, endAdornment: <ArrowDropDownIcon /> } }} />
  ),
  '/components/slider': <Slider defaultValue={60} sx={{ width: 150 }} aria-label="Preview" />,
  '/components/switches': (
    <Stack direction="row">
      <Switch defaultChecked slotProps={{ input: { 'aria-label': 'On' } }} />
      <Switch slotProps={{ input: { 'aria-label': 'Off' } }} />
    </Stack>
  ),
  '/components/text-fields': <TextField size="small" label="Email" sx={{ width: 160 }} />,
  '/components/transfer-list': (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Sketch label="">
        {line('40%', 12)}
        {line('35%', 26)}
      </Sketch>
    </Stack>
  ),
  '/components/toggle-button': (
    <ToggleButtonGroup size="small" value="bold" aria-label="Preview">
      <ToggleButton value="bold" aria-label="Bold"><FormatBoldIcon /></ToggleButton>
      <ToggleButton value="italic" aria-label="Italic"><FormatItalicIcon /></ToggleButton>
    </ToggleButtonGroup>
  ),
  '/components/avatars': (
    <AvatarGroup max={4}>
      <Avatar sx={{ bgcolor: 'primary.main' }}>AK</Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main' }}>JL</Avatar>
      <Avatar>MT</Avatar>
      <Avatar>RS</Avatar>
      <Avatar>PB</Avatar>
    </AvatarGroup>
  ),
  '/components/badges': (
    <Badge badgeContent={4} color="primary">
      <MailIcon color="action" />
    </Badge>
  ),
  '/components/chips': (
    <Stack direction="row" spacing={1}>
      <Chip label="Design" color="primary" size="small" />
      <Chip label="Draft" variant="outlined" size="small" />
    </Stack>
  ),
  '/components/dividers': (
    <Box sx={{ width: 150 }}>
      <Typography variant="body2">Above</Typography>
      <Divider sx={{ my: 1 }} />
      <Typography variant="body2">Below</Typography>
    </Box>
  ),
  '/components/icons': (
    <Stack direction="row" spacing={1.5} sx={{ color: 'text.secondary' }}>
      <HomeIcon />
      <SearchIcon />
      <FavoriteIcon color="error" />
      <StarIcon color="primary" />
    </Stack>
  ),
  '/components/material-icons': (
    <Stack direction="row" spacing={1.5} sx={{ color: 'text.secondary' }}>
      <MenuIcon />
      <MailIcon />
      <AddIcon />
    </Stack>
  ),
  '/components/lists': (
    <List component="div" dense disablePadding sx={{ width: 150, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ListItemButton selected><ListItemText primary="Inbox" /></ListItemButton>
      <ListItemButton><ListItemText primary="Drafts" /></ListItemButton>
    </List>
  ),
  '/components/tables': (
    <Sketch label="Rows and columns">
      {line('85%', 10)}
      {line('70%', 24)}
      {line('78%', 38)}
    </Sketch>
  ),
  '/components/tooltips': (
    <Stack sx={{ alignItems: 'center' }}>
      <Box sx={{ px: 1, py: 0.5, borderRadius: 1, bgcolor: 'grey.700', color: 'common.white', fontSize: 11 }}>Add to cart</Box>
      <Button size="small" variant="outlined" sx={{ mt: 1 }}>Hover me</Button>
    </Stack>
  ),
  '/components/typography': (
    <Box>
      <Typography component="span" sx={{ display: 'block', typography: 'h5' }}>Heading</Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>Body text, caption</Typography>
    </Box>
  ),
  '/components/alert': <Alert severity="success" sx={{ py: 0 }}>Saved</Alert>,
  '/components/backdrop': (
    <Sketch label="">
      <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0 0 0 / 0.5)', display: 'grid', placeItems: 'center', borderRadius: 1 }}>
        <CircularProgress size={24} sx={{ color: 'common.white' }} aria-label="Loading" />
      </Box>
    </Sketch>
  ),
  '/components/dialogs': (
    <Paper elevation={8} sx={{ p: 1.5, width: 150 }}>
      <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>Delete file?</Typography>
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button size="small">No</Button>
        <Button size="small">Yes</Button>
      </Stack>
    </Paper>
  ),
  '/components/progress': (
    <Stack spacing={2} sx={{ width: 150, alignItems: 'center' }}>
      <CircularProgress variant="determinate" value={70} size={28} aria-label="Progress" />
      <LinearProgress variant="determinate" value={40} sx={{ width: 1 }} aria-label="Progress" />
    </Stack>
  ),
  '/components/skeleton': (
    <Stack spacing={0.5} sx={{ width: 150 }}>
      <Skeleton variant="circular" width={32} height={32} animation={false} />
      <Skeleton variant="text" animation={false} />
      <Skeleton variant="rounded" height={24} animation={false} />
    </Stack>
  ),
  '/components/snackbars': (
    <Paper elevation={6} sx={{ px: 1.5, py: 1, bgcolor: 'grey.800', color: 'common.white', fontSize: 13 }}>Message archived</Paper>
  ),
  '/components/accordion': (
    <Sketch label="">
      {line('60%', 14)}
      <Box sx={{ position: 'absolute', left: 0, right: 0, top: 34, borderTop: 1, borderColor: 'divider' }} />
      {line('50%', 48)}
    </Sketch>
  ),
  '/components/app-bar': (
    <Box sx={{ width: 150, height: 40, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1, display: 'flex', alignItems: 'center', px: 1, gap: 1 }}>
      <MenuIcon fontSize="small" />
      <Typography component="span" variant="body2">App</Typography>
    </Box>
  ),
  '/components/cards': (
    <Card variant="outlined" sx={{ width: 150 }}>
      <Box sx={{ height: 36, background: 'linear-gradient(135deg, #7fb3e5, #2e6fb0)' }} />
      <CardContent sx={{ p: 1, '&:last-child': { pb: 1 } }}>
        <Typography component="span" variant="body2">Card title</Typography>
      </CardContent>
    </Card>
  ),
  '/components/paper': (
    <Stack direction="row" spacing={2}>
      <Paper elevation={1} sx={{ width: 44, height: 44 }} />
      <Paper elevation={4} sx={{ width: 44, height: 44 }} />
      <Paper variant="outlined" sx={{ width: 44, height: 44 }} />
    </Stack>
  ),
  '/components/bottom-navigation': (
    <Box sx={{ width: 150, display: 'flex', justifyContent: 'space-around', py: 0.75, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
      <HomeIcon color="primary" />
      <SearchIcon />
      <FavoriteIcon />
    </Box>
  ),
  '/components/breadcrumbs': (
    <Breadcrumbs aria-label="Preview" sx={{ fontSize: 13 }}>
      <span>Home</span>
      <span>Docs</span>
      <Typography component="span" sx={{ color: 'text.primary', fontSize: 13 }}>Page</Typography>
    </Breadcrumbs>
  ),
  '/components/drawers': (
    <Sketch label="">
      <Box sx={{ position: 'absolute', top: 0, bottom: 0, left: 0, width: 48, bgcolor: 'action.hover', borderRight: 1, borderColor: 'divider' }} />
    </Sketch>
  ),
  '/components/links': (
    <Typography component="span" variant="body2">
      Read the <Link component="span" underline="always">guide</Link>
    </Typography>
  ),
  '/components/menus': (
    <Paper elevation={4} sx={{ width: 120, py: 0.5 }}>
      {['Profile', 'Settings', 'Log out'].map((item, index) => (
        <Typography key={item} component="span" variant="body2" sx={{ display: 'block', px: 1.5, py: 0.5, bgcolor: index === 1 ? 'action.selected' : undefined }}>
          {item}
        </Typography>
      ))}
    </Paper>
  ),
  '/components/pagination': <Pagination count={5} page={2} size="small" />,
  '/components/speed-dial': (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Fab size="small" aria-label="Share"><FavoriteIcon fontSize="small" /></Fab>
      <Fab color="primary" size="medium" aria-label="Actions"><AddIcon /></Fab>
    </Stack>
  ),
  '/components/steppers': (
    <Stepper activeStep={1} sx={{ width: 160 }}>
      {['', '', ''].map((label, index) => (
        <Step key={index}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  ),
  '/components/tabs': (
    <Tabs value={0} aria-label="Preview" sx={{ minHeight: 0 }}>
      <Tab label="One" sx={{ minWidth: 0, minHeight: 0, py: 1 }} />
      <Tab label="Two" sx={{ minWidth: 0, minHeight: 0, py: 1 }} />
    </Tabs>
  ),
  '/components/box': <Box sx={{ width: 80, height: 48, borderRadius: 1, bgcolor: 'primary.main', opacity: 0.8 }} />,
  '/components/container': (
    <Sketch label="">
      <Box sx={{ position: 'absolute', top: 8, bottom: 8, left: 30, right: 30, border: 1, borderStyle: 'dashed', borderColor: 'primary.main' }} />
    </Sketch>
  ),
  '/components/grid': (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 40px)', gap: 0.5 }}>
      {[0, 1, 2, 3, 4].map((cell) => (
        <Box key={cell} sx={{ height: 22, bgcolor: 'action.selected', borderRadius: 0.5, gridColumn: cell === 3 ? 'span 2' : undefined }} />
      ))}
    </Box>
  ),
  '/components/grid-list': (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 40px)', gap: 0.5 }}>
      {['#8fb8de', '#c5a3d9', '#f2c57c', '#8fd3b6', '#e59a9a', '#9fb0c7'].map((color) => (
        <Box key={color} sx={{ height: 28, bgcolor: color }} />
      ))}
    </Box>
  ),
  '/components/hidden': <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>display: {'{'} xs: &apos;none&apos; {'}'}</Typography>,
  '/components/click-away-listener': <Sketch label="Click outside" />,
  '/components/css-baseline': <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>body {'{'} margin: 0 {'}'}</Typography>,
  '/components/modal': (
    <Sketch label="">
      <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0 0 0 / 0.4)', borderRadius: 1 }} />
      <Paper sx={{ position: 'absolute', left: 35, right: 35, top: 18, bottom: 18 }} />
    </Sketch>
  ),
  '/components/no-ssr': <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>&lt;NoSsr&gt;</Typography>,
  '/components/popover': (
    <Stack sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="contained">Open</Button>
      <Paper elevation={6} sx={{ mt: 0.5, px: 1, py: 0.5, fontSize: 12 }}>The content</Paper>
    </Stack>
  ),
  '/components/popper': (
    <Stack sx={{ alignItems: 'center' }}>
      <Paper elevation={6} sx={{ mb: 0.5, px: 1, py: 0.5, fontSize: 12 }}>Positioned</Paper>
      <Button size="small" variant="outlined">Anchor</Button>
    </Stack>
  ),
  '/components/portal': <Sketch label="Rendered elsewhere" />,
  '/components/textarea-autosize': (
    <Box sx={{ width: 150, height: 56, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, fontSize: 12, color: 'text.secondary' }}>Grows as you type…</Box>
  ),
  '/components/transitions': (
    <Stack direction="row" spacing={1}>
      {[0.25, 0.5, 0.75, 1].map((opacity) => (
        <Box key={opacity} sx={{ width: 24, height: 24, borderRadius: '50%', bgcolor: 'primary.main', opacity }} />
      ))}
    </Stack>
  ),
  '/components/use-media-query': <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>(min-width: 600px)</Typography>,
  '/components/timeline': (
    <Stack spacing={0.5}>
      {['09:30', '12:00', '19:00'].map((time) => (
        <Stack key={time} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'primary.main' }} />
          <Typography component="span" variant="caption">{time}</Typography>
        </Stack>
      ))}
    </Stack>
  ),
  '/components/about-the-lab': <Chip label="Lab" color="secondary" size="small" />,
};
