import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';
import { useTranslate } from '../providers';
import { PLAN_LABELS } from '../core/facts/plans.mjs';

const Chip = styled('span')(({ theme }) => ({
  marginInlineStart: theme.spacing(0.75),
  padding: '0 6px',
  borderRadius: 10,
  fontSize: '0.7rem',
  fontWeight: 700,
  lineHeight: '18px',
  whiteSpace: 'nowrap',
  border: `1px solid ${theme.vars.palette.divider}`,
  color: theme.vars.palette.text.secondary,
}));

/** Plan mark and New / Planned / Preview chips of a navigation entry. */
export function NavBadges({ node }: { node: NavNode }) {
  const t = useTranslate();
  return (
    <>
      {node.plan ? (
        <Chip role="img" aria-label={t(`badges.${node.plan}`)} data-plan={node.plan}>
          {PLAN_LABELS[node.plan]}
        </Chip>
      ) : null}
      {node.newFeature ? <Chip>{t('badges.new')}</Chip> : null}
      {node.planned ? <Chip>{t('badges.planned')}</Chip> : null}
      {node.unstable ? <Chip>{t('badges.preview')}</Chip> : null}
    </>
  );
}
