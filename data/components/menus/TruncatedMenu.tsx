import Paper from '@mui/material/Paper';
import MenuList from '@mui/material/MenuList';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';

const recentFiles = [
  { name: 'Quarterly revenue forecast – EMEA and APAC regions (final).xlsx', icon: <TableChartOutlinedIcon fontSize="small" /> },
  { name: 'Onboarding checklist for new support engineers.docx', icon: <DescriptionOutlinedIcon fontSize="small" /> },
  { name: 'Product roadmap review – leadership offsite.pptx', icon: <SlideshowOutlinedIcon fontSize="small" /> },
];

export default function TruncatedMenu() {
  return (
    <Paper sx={{ width: 260 }}>
      <MenuList aria-label="Recent files">
        {recentFiles.map((file) => (
          // `title` shows the full name on hover; the accessible name is the full text anyway.
          <MenuItem key={file.name} title={file.name}>
            <ListItemIcon>{file.icon}</ListItemIcon>
            <Typography variant="inherit" noWrap>
              {file.name}
            </Typography>
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
