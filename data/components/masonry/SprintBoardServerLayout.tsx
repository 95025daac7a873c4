import Masonry from '@mui/lab/Masonry';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tasks = [
  { title: 'Invoice PDF export', status: 'In progress', height: 110 },
  { title: 'Migrate auth to OAuth 2.1', status: 'In review', height: 150 },
  { title: 'Fix date filter', status: 'Done', height: 90 },
  { title: 'Onboarding checklist', status: 'To do', height: 130 },
  { title: 'Search result ranking', status: 'In progress', height: 170 },
  { title: 'Dark mode charts', status: 'Done', height: 100 },
  { title: 'Audit log retention', status: 'To do', height: 120 },
  { title: 'Bulk edit for tags', status: 'In review', height: 140 },
  { title: 'Mobile nav polish', status: 'To do', height: 110 },
];

const COLUMNS = 3;
const SPACING = 2;

// On the server, item n goes to column n % COLUMNS. Each item also gets
// SPACING * 8px of margin, so the tallest of those columns is the height to reserve.
function serverHeight(heights: number[]) {
  const columns = new Array<number>(COLUMNS).fill(0);
  heights.forEach((height, index) => {
    columns[index % COLUMNS] += height + SPACING * 8;
  });
  return Math.max(...columns);
}

export default function SprintBoardServerLayout() {
  return (
    <Masonry
      columns={{ xs: 2, sm: COLUMNS }}
      spacing={SPACING}
      defaultColumns={COLUMNS}
      defaultSpacing={SPACING}
      defaultHeight={serverHeight(tasks.map((task) => task.height))}
    >
      {tasks.map((task) => (
        <Paper key={task.title} variant="outlined" sx={{ height: task.height, p: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            {task.title}
          </Typography>
          <Chip
            label={task.status}
            size="small"
            color={task.status === 'Done' ? 'success' : 'default'}
            variant="outlined"
          />
        </Paper>
      ))}
    </Masonry>
  );
}
