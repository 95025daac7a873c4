import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { DataGridPro, gridColumnFieldsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

type Course = { id: number; code: string; title: string; credits: number; teacher: string };

const rows: Course[] = [
  { id: 1, code: 'CS101', title: 'Introduction to programming', credits: 6, teacher: 'Dr. Nwosu' },
  { id: 2, code: 'MA204', title: 'Linear algebra', credits: 5, teacher: 'Prof. Haddad' },
  { id: 3, code: 'PH110', title: 'Mechanics', credits: 5, teacher: 'Dr. Lindgren' },
];

const columns: GridColDef<Course>[] = [
  { field: 'code', headerName: 'Code', width: 100 },
  { field: 'title', headerName: 'Title', width: 230 },
  { field: 'credits', headerName: 'Credits', type: 'number', width: 100 },
  { field: 'teacher', headerName: 'Teacher', width: 150 },
];

const labels: Record<string, string> = { code: 'Code', title: 'Title', credits: 'Credits', teacher: 'Teacher' };

export default function ColumnOrderButtons() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState(columns.map((c) => c.field));

  const move = (field: string, delta: number) => {
    const api = apiRef.current;
    if (!api) return;
    api.setColumnIndex(field, order.indexOf(field) + delta);
    setOrder(gridColumnFieldsSelector(apiRef));
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, width: '100%', flexWrap: 'wrap' }}>
      <List dense aria-label="Column order" sx={{ width: 200, bgcolor: 'background.paper' }}>
        {order.map((field, index) => (
          <ListItem
            key={field}
            secondaryAction={
              <React.Fragment>
                <IconButton size="small" aria-label={`Move ${labels[field]} earlier`} disabled={index === 0} onClick={() => move(field, -1)}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`Move ${labels[field]} later`} disabled={index === order.length - 1} onClick={() => move(field, 1)}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </React.Fragment>
            }
          >
            <ListItemText primary={labels[field]} />
          </ListItem>
        ))}
      </List>
      <div style={{ height: 260, flex: 1, minWidth: 300 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnOrderChange={() => setOrder(gridColumnFieldsSelector(apiRef))}
        />
      </div>
    </Box>
  );
}
