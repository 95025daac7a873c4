import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// An HR export: each person lists the people who report to them in `reports`.
type Person = { id: string; label: string; reports?: Person[] };

const organisation: Person[] = [
  {
    id: 'ines',
    label: 'Inès Laurent, Chief Operating Officer',
    reports: [
      {
        id: 'tomas',
        label: 'Tomás Ruiz, Head of Logistics',
        reports: [
          { id: 'keiko', label: 'Keiko Sato, Fleet planner' },
          { id: 'omar', label: 'Omar Haddad, Warehouse lead' },
        ],
      },
      { id: 'grace', label: 'Grace Mwangi, Head of Procurement' },
    ],
  },
];

const getReports = (person: Person) => person.reports;

export default function DirectReports() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeView
        aria-label="Reporting lines"
        items={organisation}
        getItemChildren={getReports}
        defaultExpandedItems={['ines', 'tomas']}
      />
    </Box>
  );
}
