import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupHeaderParams,
  type GridColumnGroupingModel,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';

type Food = { id: number; food: string; kcal: number; protein: number; carbs: number; fat: number; calcium: number; iron: number; potassium: number };

const rows: Food[] = [
  { id: 1, food: 'Lentils, cooked', kcal: 116, protein: 9, carbs: 20, fat: 0.4, calcium: 19, iron: 3.3, potassium: 369 },
  { id: 2, food: 'Greek yoghurt', kcal: 97, protein: 9, carbs: 4, fat: 5, calcium: 100, iron: 0.1, potassium: 141 },
  { id: 3, food: 'Almonds', kcal: 579, protein: 21, carbs: 22, fat: 50, calcium: 269, iron: 3.7, potassium: 733 },
  { id: 4, food: 'Spinach, raw', kcal: 23, protein: 2.9, carbs: 3.6, fat: 0.4, calcium: 99, iron: 2.7, potassium: 558 },
];

const columns: GridColDef<Food>[] = [
  { field: 'food', headerName: 'Food (per 100 g)', flex: 1, minWidth: 170 },
  { field: 'kcal', headerName: 'kcal', type: 'number', width: 80 },
  { field: 'protein', headerName: 'Protein (g)', type: 'number', width: 170 },
  { field: 'carbs', headerName: 'Carbs (g)', type: 'number', width: 100 },
  { field: 'fat', headerName: 'Fat (g)', type: 'number', width: 90 },
  { field: 'calcium', headerName: 'Calcium (mg)', type: 'number', width: 170 },
  { field: 'iron', headerName: 'Iron (mg)', type: 'number', width: 100 },
  { field: 'potassium', headerName: 'Potassium (mg)', type: 'number', width: 140 },
];

// The fields of each collapsible group; the first one stays visible when the group is collapsed.
const groupFields: Record<string, string[]> = {
  macros: ['protein', 'carbs', 'fat'],
  minerals: ['calcium', 'iron', 'potassium'],
};

const CollapseContext = React.createContext<{ collapsed: string[]; toggle: (groupId: string) => void }>({
  collapsed: [],
  toggle: () => {},
});

function CollapsibleHeader({ groupId, headerName }: GridColumnGroupHeaderParams) {
  const { collapsed, toggle } = React.useContext(CollapseContext);
  const isCollapsed = collapsed.includes(groupId ?? '');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <span>{headerName}</span>
      <IconButton
        size="small"
        aria-expanded={!isCollapsed}
        aria-label={`${isCollapsed ? 'Expand' : 'Collapse'} ${headerName}`}
        onClick={() => groupId && toggle(groupId)}
      >
        {isCollapsed ? <ChevronRightIcon fontSize="small" /> : <ChevronLeftIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'macros',
    headerName: 'Macronutrients',
    renderHeaderGroup: (params) => <CollapsibleHeader {...params} />,
    children: groupFields.macros.map((field) => ({ field })),
  },
  {
    groupId: 'minerals',
    headerName: 'Minerals',
    renderHeaderGroup: (params) => <CollapsibleHeader {...params} />,
    children: groupFields.minerals.map((field) => ({ field })),
  },
];

export default function NutritionCollapsibleGroups() {
  const [collapsed, setCollapsed] = React.useState<string[]>(['minerals']);

  const context = React.useMemo(
    () => ({
      collapsed,
      toggle: (groupId: string) =>
        setCollapsed((current) =>
          current.includes(groupId) ? current.filter((id) => id !== groupId) : [...current, groupId],
        ),
    }),
    [collapsed],
  );

  // Collapsing a group hides all of its columns but the first.
  const columnVisibilityModel = React.useMemo<GridColumnVisibilityModel>(() => {
    const model: GridColumnVisibilityModel = {};
    collapsed.forEach((groupId) => {
      groupFields[groupId].slice(1).forEach((field) => {
        model[field] = false;
      });
    });
    return model;
  }, [collapsed]);

  return (
    <CollapseContext.Provider value={context}>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          label="Nutrition facts"
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnVisibilityModel={columnVisibilityModel}
          disableColumnSelector
          hideFooter
          showColumnVerticalBorder
        />
      </div>
    </CollapseContext.Provider>
  );
}
