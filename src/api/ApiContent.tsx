import * as React from 'react';
import { localizePath, type Language } from '../core/i18n';
import { toUrlPath } from '../core/paths';
import { translator } from '../providers';
import { CodeBlock } from '../ui';
import { apiJsonPath, themeKeyOf, type ApiPageBody } from '../core/api';
import { escapeHtml } from '../core/facts/escape.mjs';
import { PLAN_LABELS } from '../core/facts/plans.mjs';
import { API_ROWS_PROPERTY, ApiContentRoot } from './ApiContent.styles';
import { PropRows } from './PropRows';
import { ViewSwitch } from './ViewSwitch';
import { ChangeBadge, ChangeLog, ChangesSection, changeMarks, numericTranslator } from './ApiChanges';

export interface ApiContentProps extends ApiPageBody {
  language: Language;
}

/** A section's row count, from which its styles estimate its height while it is not rendered (`ApiContent.styles`). */
function sectionRows(rows: number): React.CSSProperties {
  return { [API_ROWS_PROPERTY]: rows } as React.CSSProperties;
}

/**
 * The body of an API page, rendered at build time from the generated data (server only, kept as static markup
 * in the browser). Each of the props, slots and CSS classes sections is one table; the reader's view of it
 * (table, expanded list, collapsed list) is an attribute on `<html>` that CSS reads, so switching re-renders
 * nothing (`useApiViews`).
 */
export function ApiContent({ data, language, demos, apiPaths, messages }: ApiContentProps) {
  const t = translator(messages);
  const labels = {
    name: t('api.name'),
    type: t('api.type'),
    default: t('api.default'),
    description: t('api.description'),
    required: t('api.required'),
    deprecated: t('api.deprecated'),
    deprecatedBadge: t('api.deprecatedBadge'),
  };
  const tn = numericTranslator(t);
  const marks = changeMarks(data.changes, tn);
  const views = { table: t('api.viewTable'), expanded: t('api.viewExpanded'), collapsed: t('api.viewCollapsed') };
  const componentKey = themeKeyOf(data);
  if (data.kind === 'changes') {
    return (
      <ApiContentRoot>
        {data.changeLog ? (
          <>
            <p className="api-json">
              <a href={apiJsonPath(data.path)} type="application/json">
                {t('api.json')}
              </a>
            </p>
            <ChangeLog log={data.changeLog} language={language} t={tn} />
          </>
        ) : null}
      </ApiContentRoot>
    );
  }
  if (data.kind === 'index') {
    return (
      <ApiContentRoot>
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
      </ApiContentRoot>
    );
  }
  return (
    <ApiContentRoot>
      {data.changes?.isNew ? (
        <p>
          <span className="api-badge api-badge-new">{tn('api.newIn', { major: data.changes.major })}</span>
        </p>
      ) : null}
      {data.plan ? (
        <p className="api-plan-note">
          <span className="api-mark api-plan">{PLAN_LABELS[data.plan]}</span>{' '}
          {t('api.planNote', { plan: PLAN_LABELS[data.plan] })}
        </p>
      ) : null}
      {data.description ? <p>{data.description}</p> : null}
      <p className="api-json">
        <a href={apiJsonPath(data.path)} type="application/json">
          {t('api.json')}
        </a>
      </p>
      <h2 id="import">{t('api.import')}</h2>
      <CodeBlock language="jsx" html={data.imports.map((line) => escapeHtml(line)).join('\n')} />

      <section
        data-api-section="props"
        style={sectionRows(data.props.length + data.inherited.reduce((sum, group) => sum + group.props.length, 0))}
      >
        <h2 id="props">{data.kind === 'interface' ? t('api.properties') : t('api.props')}</h2>
        <ViewSwitch section="props" label={t('api.view')} names={views} />
        {data.props.length > 0 ? (
          <PropRows props={data.props} labels={labels} marks={marks?.props} />
        ) : (
          <p>{t('api.noProps')}</p>
        )}
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
              <PropRows props={group.props} labels={labels} marks={marks?.props} />
            </React.Fragment>
          );
        })}
        {data.forwardsOtherProps ? <p>{t('api.forwarded')}</p> : null}
      </section>

      {data.slots.length > 0 ? (
        <section data-api-section="slots" style={sectionRows(data.slots.length)}>
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
                    <ChangeBadge name={slot.name} marks={marks?.slots} />
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
        <section data-api-section="classes" style={sectionRows(data.classes.length)}>
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
                    <ChangeBadge name={entry.key} marks={marks?.classes} />
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

      {data.changes ? <ChangesSection changes={data.changes} name={data.name} language={language} t={tn} /> : null}

      {componentKey ? (
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
    </ApiContentRoot>
  );
}
