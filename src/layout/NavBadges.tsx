import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';

const Chip = styled('span')(({ theme }) => ({
  marginLeft: theme.spacing(0.75),
  padding: '0 6px',
  borderRadius: 10,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  border: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.secondary,
}));

const PLAN_LABELS = { pro: 'Pro plan', premium: 'Premium plan' } as const;

/** Plan mark and New / Planned / Preview chips of a navigation entry. */
export function NavBadges({ node }: { node: NavNode }) {
  return (
    <>
      {node.plan ? (
        <Chip role="img" aria-label={PLAN_LABELS[node.plan]} data-plan={node.plan}>
          {node.plan === 'pro' ? 'Pro' : 'Premium'}
        </Chip>
      ) : null}
      {node.newFeature ? <Chip>New</Chip> : null}
      {node.planned ? <Chip>Planned</Chip> : null}
      {node.unstable ? <Chip>Preview</Chip> : null}
    </>
  );
}
