import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Member {
  id: number;
  name: string;
  role: string;
  since: number;
}

interface Team {
  id: number;
  team: string;
  lead: string;
  members: Member[];
}

const teams: Team[] = [
  { id: 1, team: 'Platform', lead: 'Greta Lund', members: [
    { id: 11, name: 'Greta Lund', role: 'Lead engineer', since: 2019 },
    { id: 12, name: 'Yusuf Demir', role: 'Site reliability', since: 2021 },
    { id: 13, name: 'Ama Owusu', role: 'Backend engineer', since: 2023 },
  ] },
  { id: 2, team: 'Mobile', lead: 'Rafael Costa', members: [
    { id: 21, name: 'Rafael Costa', role: 'Lead engineer', since: 2020 },
    { id: 22, name: 'Lin Mei', role: 'iOS engineer', since: 2022 },
  ] },
  { id: 3, team: 'Data', lead: 'Nadia Haddad', members: [
    { id: 31, name: 'Nadia Haddad', role: 'Analytics lead', since: 2018 },
    { id: 32, name: 'Piotr Zieliński', role: 'Data engineer', since: 2022 },
    { id: 33, name: 'Chloé Martin', role: 'Analyst', since: 2024 },
  ] },
];

const teamColumns: GridColDef<Team>[] = [
  { field: 'team', headerName: 'Team', width: 130 },
  { field: 'lead', headerName: 'Lead', flex: 1, minWidth: 150 },
  { field: 'size', headerName: 'People', type: 'number', width: 100, valueGetter: (_value, row) => row.members.length },
];

const memberColumns: GridColDef<Member>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 160 },
  { field: 'since', headerName: 'Since', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

function MembersGrid({ team }: { team: Team }) {
  return (
    <Box sx={{ py: 1.5, px: 3, height: '100%', boxSizing: 'border-box' }}>
      <DataGridPro
        label={`Members of ${team.team}`}
        rows={team.members}
        columns={memberColumns}
        density="compact"
        hideFooter
      />
    </Box>
  );
}

export default function NestedGridPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Team>) => <MembersGrid team={row} />,
    [],
  );
  // A fixed height the nested grid fills: padding, a compact header (about 40 px), 37 px per row, borders.
  const getDetailPanelHeight = React.useCallback(
    ({ row }: GridRowParams<Team>) => 24 + 40 + row.members.length * 37 + 4,
    [],
  );

  return (
    <div style={{ height: 420, width: '100%' }}>
      <DataGridPro
        label="Engineering teams"
        rows={teams}
        columns={teamColumns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </div>
  );
}
