import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const columns = [
  {
    title: 'In progress',
    tasks: [
      { name: 'Checkout error states', tag: 'Design', due: 'Due Mar 4', people: ['LN', 'OK'] },
      { name: 'Migrate invoices API', tag: 'Backend', due: 'Due Mar 9', people: ['RS'] },
    ],
  },
  {
    title: 'Review',
    tasks: [{ name: 'Onboarding copy', tag: 'Content', due: 'Due Mar 2', people: ['AM', 'JT', 'LN'] }],
  },
];

export default function TaskBoardShorthand() {
  const [width, setWidth] = React.useState(480);
  const labelId = React.useId();

  return (
    <div>
      <Typography id={labelId} variant="body2" gutterBottom>
        Board width: {width} px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={width}
        onChange={(event, value) => setWidth(value as number)}
        min={300}
        max={800}
        step={20}
        sx={{ maxWidth: 360, display: 'block' }}
      />
      {/* The board is a named container: `@…/board` keys query it from any depth. */}
      <Box
        sx={{
          containerType: 'inline-size',
          containerName: 'board',
          width,
          maxWidth: '100%',
          outline: '1px dashed',
          outlineColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: { '@': 'column', '@560': 'row' }, gap: 1, p: 1 }}>
          {columns.map((column) => (
            // Each column is an unnamed container: plain `@` keys inside it measure the column.
            <Box key={column.title} sx={{ containerType: 'inline-size', flex: 1, minWidth: 0 }}>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
                {column.title}
              </Typography>
              {column.tasks.map((task) => (
                <Paper
                  key={task.name}
                  variant="outlined"
                  sx={{
                    p: 1.5,
                    mb: 1,
                    display: 'flex',
                    flexDirection: { '@': 'column', '@320': 'row' },
                    alignItems: { '@': 'flex-start', '@320': 'center' },
                    gap: 1,
                  }}
                >
                  <Box sx={{ flexGrow: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {task.name}
                    </Typography>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {task.due}
                    </Typography>
                  </Box>
                  <Chip label={task.tag} size="small" />
                  <AvatarGroup
                    max={3}
                    spacing={2}
                    // Shown only once the whole board, not the column, is 640 px wide.
                    sx={{
                      display: { '@0/board': 'none', '@640/board': 'flex' },
                      '& .MuiAvatar-root': { width: 24, height: 24, fontSize: '0.7rem', bgcolor: 'primary.main' },
                    }}
                  >
                    {task.people.map((initials) => (
                      <Avatar key={initials}>{initials}</Avatar>
                    ))}
                  </AvatarGroup>
                </Paper>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </div>
  );
}
