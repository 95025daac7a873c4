import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import {
  DataGridPro,
  type GridBaseIconProps,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Course {
  id: number;
  code: string;
  title: string;
  credits: number;
  summary: string;
}

const courses: Course[] = [
  { id: 1, code: 'GEO-210', title: 'Coastal landforms', credits: 5, summary: 'Field trip to the dunes in week 6; waterproof boots required.' },
  { id: 2, code: 'HIS-118', title: 'The Hanseatic League', credits: 5, summary: 'Seminar-based, with a 3,000-word essay at the end.' },
  { id: 3, code: 'STA-301', title: 'Bayesian methods', credits: 10, summary: 'Weekly R labs; prerequisite STA-201.' },
];

const columns: GridColDef<Course>[] = [
  { field: 'code', headerName: 'Code', width: 100 },
  { field: 'title', headerName: 'Course', flex: 1, minWidth: 170 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 90 },
];

function ExpandIcon({ fontSize, className }: GridBaseIconProps) {
  return <AddCircleOutlineIcon fontSize={fontSize} className={className} />;
}

function CollapseIcon({ fontSize, className }: GridBaseIconProps) {
  return <RemoveCircleOutlineIcon fontSize={fontSize} className={className} />;
}

function getDetailPanelContent({ row }: GridRowParams<Course>) {
  return (
    <Box sx={{ px: 3, py: 1.5 }}>
      <Typography variant="body2">{row.summary}</Typography>
    </Box>
  );
}

const getDetailPanelHeight = () => 48;

export default function CustomToggleIcons() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      <DataGridPro
        label="Course catalogue"
        rows={courses}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        slots={{ detailPanelExpandIcon: ExpandIcon, detailPanelCollapseIcon: CollapseIcon }}
        localeText={{ expandDetailPanel: 'Show course summary', collapseDetailPanel: 'Hide course summary' }}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </div>
  );
}
