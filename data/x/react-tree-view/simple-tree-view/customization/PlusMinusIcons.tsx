import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PlusMinusIcons() {
  return (
    <SimpleTreeView
      aria-label="Course syllabus"
      defaultExpandedItems={['week-1']}
      slots={{
        expandIcon: AddBoxOutlinedIcon,
        collapseIcon: IndeterminateCheckBoxOutlinedIcon,
        endIcon: FiberManualRecordIcon,
      }}
      slotProps={{
        // Inline styles win over the 18px size the icon container gives its SVGs.
        endIcon: { style: { fontSize: 8, opacity: 0.5 } },
      }}
      sx={{ maxWidth: 340 }}
    >
      <TreeItem itemId="week-1" label="Week 1: Foundations">
        <TreeItem itemId="week-1-intro" label="Course introduction" />
        <TreeItem itemId="week-1-setup" label="Setting up your editor" />
      </TreeItem>
      <TreeItem itemId="week-2" label="Week 2: Components">
        <TreeItem itemId="week-2-props" label="Props and state" />
      </TreeItem>
      <TreeItem itemId="final" label="Final project" />
    </SimpleTreeView>
  );
}
