import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';

const departments = [
  {
    id: 'kitchen',
    label: 'Kitchen',
    products: [
      { id: 'pans', label: 'Pans', value: 260 },
      { id: 'knives', label: 'Knives', value: 170 },
      { id: 'mugs', label: 'Mugs', value: 110 },
    ],
  },
  {
    id: 'garden',
    label: 'Garden',
    products: [
      { id: 'hoses', label: 'Hoses', value: 180 },
      { id: 'seeds', label: 'Seeds', value: 130 },
    ],
  },
  {
    id: 'tools',
    label: 'Tools',
    products: [
      { id: 'drills', label: 'Drills', value: 150 },
      { id: 'saws', label: 'Saws', value: 100 },
      { id: 'tape', label: 'Tape', value: 40 },
    ],
  },
];
const overview = departments.map((department) => ({
  id: department.id,
  label: department.label,
  value: department.products.reduce((sum, product) => sum + product.value, 0),
}));

export default function DepartmentDrillDown() {
  const [departmentId, setDepartmentId] = React.useState<string | null>(null);
  const department = departments.find((item) => item.id === departmentId);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        {department ? (
          <Button size="small" startIcon={<ArrowBackIcon />} onClick={() => setDepartmentId(null)}>
            All departments
          </Button>
        ) : null}
        <Typography component="p" variant="subtitle2">
          {department ? `${department.label}: sales by product` : 'Sales by department (click a slice)'}
        </Typography>
      </Stack>
      <PieChart
        height={280}
        series={[
          {
            id: department ? department.id : 'departments',
            data: department ? department.products : overview,
            innerRadius: 50,
            paddingAngle: 1,
            arcLabel: 'value',
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `€${item.value}k`,
          },
        ]}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: {
            fill: '#fff',
            stroke: 'rgba(0, 0, 0, 0.45)',
            strokeWidth: 3,
            paintOrder: 'stroke',
          },
        }}
        onItemClick={(event, identifier, item) => {
          if (!department) {
            setDepartmentId(String(item.id));
          }
        }}
      />
    </Stack>
  );
}
