import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  due: string;
}

const initialTasks: Task[] = [
  { id: 1, title: 'Renew TLS certificates', assignee: 'Priya', due: 'Mar 14' },
  { id: 2, title: 'Review Q1 vendor invoices', assignee: 'Marco', due: 'Mar 17' },
  { id: 3, title: 'Update onboarding checklist', assignee: 'Hana', due: 'Mar 18' },
  { id: 4, title: 'Rotate staging database password', assignee: 'Priya', due: 'Mar 20' },
  { id: 5, title: 'Book venue for team offsite', assignee: 'Tomás', due: 'Mar 28' },
];

type Deleted = { task: Task; index: number };

export default function DeleteWithUndo() {
  const [tasks, setTasks] = React.useState<Task[]>(initialTasks);
  const [deleted, setDeleted] = React.useState<Deleted | null>(null);

  const deleteTask = React.useCallback(
    (id: number) => {
      const index = tasks.findIndex((task) => task.id === id);
      if (index === -1) return;
      // Remember the row and where it was, so Undo can put it back in place.
      setDeleted({ task: tasks[index], index });
      setTasks(tasks.filter((task) => task.id !== id));
    },
    [tasks],
  );

  const undo = () => {
    if (!deleted) return;
    setTasks((prev) => {
      const next = [...prev];
      next.splice(Math.min(deleted.index, next.length), 0, deleted.task);
      return next;
    });
    setDeleted(null);
  };

  const columns = React.useMemo<GridColDef<Task>[]>(
    () => [
      { field: 'title', headerName: 'Task', flex: 1, minWidth: 220 },
      { field: 'assignee', headerName: 'Assignee', width: 110 },
      { field: 'due', headerName: 'Due', width: 90 },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label={`Delete "${row.title}"`}
            onClick={() => deleteTask(row.id)}
          />,
        ],
      },
    ],
    [deleteTask],
  );

  return (
    <div style={{ height: 330, width: '100%', position: 'relative' }}>
      <DataGrid rows={tasks} columns={columns} hideFooter />
      <Snackbar
        open={deleted !== null}
        sx={{ position: 'absolute' }}
        autoHideDuration={6000}
        onClose={(event, reason) => reason !== 'clickaway' && setDeleted(null)}
        message={deleted ? `Deleted "${deleted.task.title}"` : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </div>
  );
}
