import * as React from 'react';
import { styled } from '@mui/material/styles';
import { localizePath, type Language } from '../core/i18n';
import { toUrlPath } from '../core/paths';
import { interpolate } from '../core/facts/text.mjs';
import { CodeBlock } from '../ui/CodeBlock';
import { API_VIEW_SECTIONS, API_VIEWS, apiViewAttribute, type ApiViewSection } from '../core/preferences';
import type { ApiPageBody, ApiProp } from '../core/api';
import { escapeHtml } from '../core/facts/escape.mjs';
import { PLAN_LABELS } from '../core/facts/plans.mjs';

/**
 * The body of an API page, rendered at build time from the generated data (server only, kept as static markup
 * in the browser). Each of the props, slots and CSS classes sections is one table; the reader's view of it
 * (table, expanded list, collapsed list) is an attribute on `<html>` that CSS reads, so switching re-renders
 * nothing (`useApiViews`).
 */
const Root = styled('div')(({ theme }) => {
  const viewRules: Record<string, object> = {};
  for (const section of API_VIEW_SECTIONS) {
    const scope = `[data-api-section="${section}"]`;
    // Lists: every row becomes a block; the collapsed list keeps the name and type only.
    viewRules[
      `html[${apiViewAttribute(section)}="expanded"] & ${scope} table, html[${apiViewAttribute(section)}="collapsed"] & ${scope} table`
    ] = {
      display: 'block',
      border: 0,
      '& thead': { display: 'none' },
      '& tbody, & tr, & td': { display: 'block', border: 0, padding: 0 },
      '& tr': { padding: theme.spacing(1.5, 0), borderBottom: `1px solid ${theme.vars.palette.divider}` },
      '& td[data-label]::before': {
        content: 'attr(data-label) ": "',
        fontWeight: 600,
        color: theme.vars.palette.text.secondary,
      },
    };
    viewRules[`html[${apiViewAttribute(section)}="collapsed"] & ${scope} td:not(.api-name):not(.api-type)`] = {
      display: 'none',
    };
    viewRules[
      `html[${apiViewAttribute(section)}="expanded"] & ${scope} [data-view="expanded"], html[${apiViewAttribute(section)}="collapsed"] & ${scope} [data-view="collapsed"]`
    ] = {
      borderColor: theme.vars.palette.primary.main,
      color: theme.vars.palette.primary.main,
    };
    viewRules[
      `html[${apiViewAttribute(section)}="expanded"] & ${scope} [data-view="table"], html[${apiViewAttribute(section)}="collapsed"] & ${scope} [data-view="table"]`
    ] = {
      borderColor: theme.vars.palette.divider,
      color: theme.vars.palette.text.secondary,
    };
  }
  return {
    '& table': { width: '100%', borderCollapse: 'collapse', fontSize: '0.875rem', margin: theme.spacing(1, 0, 3) },
    '& th, & td': {
      textAlign: 'start',
      verticalAlign: 'top',
      padding: theme.spacing(1),
      borderBottom: `1px solid ${theme.vars.palette.divider}`,
    },
    '& .api-name code': { fontWeight: 600 },
    '& .api-type': { minWidth: 140, maxWidth: 280 },
    '& .api-type code': { color: theme.vars.palette.secondary.main, overflowWrap: 'anywhere' },
    '& .api-mark': {
      marginInlineStart: theme.spacing(0.5),
      fontSize: '0.75rem',
      fontWeight: 700,
      color: theme.vars.palette.error.main,
    },
    '& .api-deprecated': { color: theme.vars.palette.warning.main },
    '& .api-plan': {
      color: theme.vars.palette.primary.main,
      border: `1px solid ${theme.vars.palette.primary.main}`,
      borderRadius: 10,
      padding: theme.spacing(0, 0.75),
    },
    '& .api-views': { display: 'flex', gap: theme.spacing(0.5), margin: theme.spacing(1, 0) },
    '& .api-views button': {
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 16,
      background: 'transparent',
      color: theme.vars.palette.text.secondary,
      font: 'inherit',
      fontSize: '0.8125rem',
      padding: theme.spacing(0.25, 1.25),
      cursor: 'pointer',
    },
    // The default view is the table; the reader's choice (on <html>) recolours the pressed button.
    '& .api-views button[data-view="table"]': {
      borderColor: theme.vars.palette.primary.main,
      color: theme.vars.palette.primary.main,
    },
    '@media (scripting: none)': { '& .api-views': { display: 'none' } },
    ...viewRules,
  };
});

function PropRows({
  props,
  labels,
}: {
  props: ApiProp[];
  labels: Record<'name' | 'type' | 'default' | 'description' | 'required' | 'deprecated', string>;
}) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.type}</th>
          <th scope="col">{labels.default}</th>
          <th scope="col">{labels.description}</th>
        </tr>
      </thead>
      <tbody>
        {props.map((prop) => (
          <tr key={prop.name} id={`prop-${prop.name}`}>
            <td className="api-name">
              <code>{prop.name}</code>
              {prop.required ? <span className="api-mark">{labels.required}</span> : null}
            </td>
            <td className="api-type" data-label={labels.type}>
              <code>{prop.type}</code>
            </td>
            <td data-label={labels.default}>{prop.default !== null ? <code>{prop.default}</code> : '-'}</td>
            <td data-label={labels.description}>
              {prop.deprecated !== null ? (
                <p className="api-deprecated">
                  <strong>{labels.deprecated}</strong>
                  {prop.deprecated ? ` ${prop.deprecated}` : null}
                </p>
              ) : null}
              {prop.description}
              {prop.params && prop.params.length > 0 ? (
                <ul>
                  {prop.params.map((param) => (
                    <li key={param.name}>
                      <code>{param.name}</code> {param.description}
                    </li>
                  ))}
                </ul>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ViewSwitch({
  section,
  label,
  names,
}: {
  section: ApiViewSection;
  label: string;
  names: Record<string, string>;
}) {
  return (
    <div className="api-views" role="group" aria-label={label}>
      {API_VIEWS.map((view) => (
        <button key={view} type="button" data-api-view={section} data-view={view} aria-pressed={view === 'table'}>
          {names[view]}
        </button>
      ))}
    </div>
  );
}

export interface ApiContentProps extends ApiPageBody {
  language: Language;
}

export function ApiContent({ data, language, demos, apiPaths, messages }: ApiContentProps) {
  const t = (key: string, values?: Record<string, string>) => interpolate(messages[key] ?? key, values ?? {});
  const labels = {
    name: t('api.name'),
    type: t('api.type'),
    default: t('api.default'),
    description: t('api.description'),
    required: t('api.required'),
    deprecated: t('api.deprecated'),
  };
  const views = { table: t('api.viewTable'), expanded: t('api.viewExpanded'), collapsed: t('api.viewCollapsed') };
  const componentKey = `Mui${data.name}`;
  const isMaterial = data.packageName === '@mui/material';
  if (data.kind === 'index') {
    return (
      <Root>
        {(['component', 'interface'] as const).map((kind) => {
          const entries = (data.entries ?? []).filter((entry) => entry.kind === kind);
          return entries.length > 0 ? (
            <React.Fragment key={kind}>
              <h2 id={`${kind}s`}>{t(`api.${kind}s`)}</h2>
              <ul>
                {entries.map((entry) => (
                  <li key={entry.path}>
                    <a href={localizePath(toUrlPath(entry.path), language)}>
                      <code>{entry.name}</code>
                    </a>
                    {entry.plan ? <span className="api-mark api-plan">{PLAN_LABELS[entry.plan]}</span> : null}
                  </li>
                ))}
              </ul>
            </React.Fragment>
          ) : null;
        })}
      </Root>
    );
  }
  return (
    <Root>
      {data.plan ? (
        <p className="api-plan-note">
          <span className="api-mark api-plan">{PLAN_LABELS[data.plan]}</span>{' '}
          {t('api.planNote', { plan: PLAN_LABELS[data.plan] })}
        </p>
      ) : null}
      {data.description ? <p>{data.description}</p> : null}
      <h2 id="import">{t('api.import')}</h2>
      <CodeBlock language="jsx" html={data.imports.map((line) => escapeHtml(line)).join('\n')} />

      <section data-api-section="props">
        <h2 id="props">{data.kind === 'interface' ? t('api.properties') : t('api.props')}</h2>
        <ViewSwitch section="props" label={t('api.view')} names={views} />
        {data.props.length > 0 ? <PropRows props={data.props} labels={labels} /> : <p>{t('api.noProps')}</p>}
        {data.inherited.map((group) => {
          const href = Object.hasOwn(apiPaths, group.component) ? apiPaths[group.component] : null;
          return (
            <React.Fragment key={group.component}>
              <h3 id={`inherited-${group.component.toLowerCase()}`}>
                {t('api.inheritedFrom')}{' '}
                {href ? (
                  <a href={localizePath(toUrlPath(href), language)}>{group.component}</a>
                ) : (
                  <code>{group.component}</code>
                )}
              </h3>
              <PropRows props={group.props} labels={labels} />
            </React.Fragment>
          );
        })}
        {data.forwardsOtherProps ? <p>{t('api.forwarded')}</p> : null}
      </section>

      {data.slots.length > 0 ? (
        <section data-api-section="slots">
          <h2 id="slots">{t('api.slots')}</h2>
          <ViewSwitch section="slots" label={t('api.view')} names={views} />
          <table>
            <thead>
              <tr>
                <th scope="col">{labels.name}</th>
                <th scope="col">{labels.default}</th>
                <th scope="col">{labels.description}</th>
              </tr>
            </thead>
            <tbody>
              {data.slots.map((slot) => (
                <tr key={slot.name} id={`slot-${slot.name}`}>
                  <td className="api-name">
                    <code>{slot.name}</code>
                  </td>
                  <td className="api-type" data-label={labels.default}>
                    {slot.default !== null ? <code>{slot.default}</code> : '-'}
                  </td>
                  <td data-label={labels.description}>{slot.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {data.classes.length > 0 ? (
        <section data-api-section="classes">
          <h2 id="classes">{t('api.classes')}</h2>
          <ViewSwitch section="classes" label={t('api.view')} names={views} />
          <table>
            <thead>
              <tr>
                <th scope="col">{t('api.className')}</th>
                <th scope="col">{t('api.ruleName')}</th>
                <th scope="col">{labels.description}</th>
              </tr>
            </thead>
            <tbody>
              {data.classes.map((entry) => (
                <tr key={entry.key} id={`class-${entry.key}`}>
                  <td className="api-name">
                    <code>.{entry.className}</code>
                  </td>
                  <td className="api-type" data-label={t('api.ruleName')}>
                    <code>{entry.key}</code>
                  </td>
                  <td data-label={labels.description}>
                    {entry.deprecated !== null ? (
                      <p className="api-deprecated">
                        <strong>{labels.deprecated}</strong>
                        {entry.deprecated ? ` ${entry.deprecated}` : null}
                      </p>
                    ) : null}
                    {entry.description}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {data.kind === 'component' && (isMaterial || data.classes.length > 0) ? (
        <>
          <h2 id="theme">{t('api.theme')}</h2>
          <p>{t('api.themeKey', { key: componentKey })}</p>
          <CodeBlock
            language="jsx"
            html={escapeHtml(
              `const theme = createTheme({\n  components: {\n    ${componentKey}: {\n      defaultProps: {},\n      styleOverrides: { root: {} },\n    },\n  },\n});`,
            )}
          />
        </>
      ) : null}

      {data.kind === 'component' ? (
        <>
          <h2 id="demos">{t('api.demos')}</h2>
          {demos.length > 0 ? (
            <ul>
              {demos.map((demo) => (
                <li key={demo.path}>
                  <a href={localizePath(toUrlPath(demo.path), language)}>{demo.title}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('api.noDemos')}</p>
          )}
        </>
      ) : null}
    </Root>
  );
}
