import * as React from 'react';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const departments = ['sales', 'support', 'engineering'];

export default function OneOpenDepartment() {
  const [expanded, setExpanded] = React.useState<string[]>(['sales']);

  const handleExpandedItemsChange = (event: React.SyntheticEvent | null, itemIds: string[]) => {
    // The tree puts a newly expanded item first in the array.
    const opened = itemIds.find((id) => !expanded.includes(id));
    if (opened && departments.includes(opened)) {
      setExpanded(itemIds.filter((id) => id === opened || !departments.includes(id)));
    } else {
      setExpanded(itemIds);
    }
  };

  return (
    <SimpleTreeView
      aria-label="Departments, one open at a time"
      expandedItems={expanded}
      onExpandedItemsChange={handleExpandedItemsChange}
      sx={{ maxWidth: 340 }}
    >
      <TreeItem itemId="sales" label="Sales">
        <TreeItem itemId="sales-emea" label="EMEA accounts" />
        <TreeItem itemId="sales-na" label="North America accounts" />
      </TreeItem>
      <TreeItem itemId="support" label="Support">
        <TreeItem itemId="support-tier1" label="Tier 1" />
        <TreeItem itemId="support-tier2" label="Tier 2" />
      </TreeItem>
      <TreeItem itemId="engineering" label="Engineering">
        <TreeItem itemId="eng-platform" label="Platform" />
        <TreeItem itemId="eng-mobile" label="Mobile" />
      </TreeItem>
    </SimpleTreeView>
  );
}
