import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeItemLabelInput } from '@mui/x-tree-view/TreeItemLabelInput';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { UseTreeItemLabelInputSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const aisles: TreeViewBaseItem[] = [
  {
    id: 'aisle-a',
    label: 'Aisle A',
    children: [
      { id: 'bin-1', label: 'A-01' },
      { id: 'bin-2', label: 'A-02' },
    ],
  },
  {
    id: 'aisle-b',
    label: 'Aisle B',
    children: [{ id: 'bin-3', label: 'B-01' }],
  },
];

// Bin codes are one capital letter, a dash and two digits, e.g. "C-07".
const checkCode = (code: string) => (/^[A-Z]-\d{2}$/.test(code) ? null : 'Use the format A-01');

type CodeInputProps = UseTreeItemLabelInputSlotOwnProps & { problem: string | null };

function CodeInput({ problem, ...inputProps }: CodeInputProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
      <TreeItemLabelInput {...inputProps} aria-label="Bin code" aria-invalid={Boolean(problem)} />
      <Typography
        variant="caption"
        role="status"
        sx={{ whiteSpace: 'nowrap', color: problem ? 'error.main' : 'success.main' }}
      >
        {problem ? `✕ ${problem}` : '✓ Valid code'}
      </Typography>
    </Box>
  );
}

const BinItem = React.forwardRef(function BinItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const [problem, setProblem] = React.useState<string | null>(null);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setProblem(checkCode(event.target.value));
  };

  const handleKeyDown: UseTreeItemLabelInputSlotOwnProps['onKeyDown'] = (event) => {
    if (event.key === 'Enter' && problem) {
      event.defaultMuiPrevented = true; // stay in the field until the code is valid
    }
    if (event.key === 'Escape') {
      setProblem(null);
    }
  };

  const handleBlur: UseTreeItemLabelInputSlotOwnProps['onBlur'] = (event) => {
    if (problem) {
      event.defaultMuiPrevented = true;
      setProblem(null);
      interactions.handleCancelItemLabelEditing(event); // keep the previous code
    }
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slots={{ labelInput: CodeInput }}
      slotProps={{
        labelInput: {
          onChange: handleChange,
          onKeyDown: handleKeyDown,
          onBlur: handleBlur,
          problem,
        } as Partial<CodeInputProps>,
      }}
    />
  );
});

const isLeaf = (item: TreeViewBaseItem) => !item.children;

export default function BinCodeValidation() {
  return (
    <Box sx={{ minHeight: 220, maxWidth: 420 }}>
      <RichTreeView
        aria-label="Warehouse bins"
        items={aisles}
        isItemEditable={isLeaf}
        defaultExpandedItems={['aisle-a', 'aisle-b']}
        slots={{ item: BinItem }}
      />
    </Box>
  );
}
