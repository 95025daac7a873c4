import * as React from 'react';
import { localizePath, type Language } from '../core/i18n';
import { toUrlPath } from '../core/paths';
import { PLAN_LABELS } from '../core/facts/plans.mjs';
import {
  changeCount,
  changeGroups,
  changeLines,
  hasChanges,
  type ApiChangeLog,
  type ApiChanges,
  type ApiRemoval,
} from '../core/api';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The providers' translator, taking numbers (a major, a count) as values too. */
export function numericTranslator(t: (key: string, values?: Record<string, string>) => string): Translate {
  return (key, values) =>
    t(key, values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])));
}

/** A navigation path with a hash (`/x/migration/…#section`) as a link of the page's language. */
function localHref(target: string, language: Language): string {
  const [pathname, hash] = target.split('#');
  return `${localizePath(toUrlPath(pathname), language)}${hash ? `#${hash}` : ''}`;
}

/** What an API table row shows of the changes beside a name: "New in v8", "Renamed from `old`". */
export interface ChangeMarks {
  newLabel: string;
  renamedLabel: string;
  added: ReadonlySet<string>;
  /** New name → old name. */
  renamedFrom: ReadonlyMap<string, string>;
}

/** The marks of a page's props, slots and classes, or null when its previous major was not read or it is new. */
export function changeMarks(
  changes: ApiChanges | undefined,
  t: Translate,
): { props: ChangeMarks; slots: ChangeMarks; classes: ChangeMarks } | null {
  if (!changes || changes.isNew) {
    return null;
  }
  const common = {
    newLabel: t('api.newIn', { major: changes.major }),
    renamedLabel: t('api.renamedFrom'),
  };
  return {
    props: {
      ...common,
      added: new Set(changes.props.added),
      renamedFrom: new Map(changes.props.renamed.map((entry) => [entry.to, entry.from])),
    },
    slots: { ...common, added: new Set(changes.slots.added), renamedFrom: new Map() },
    classes: { ...common, added: new Set(changes.classes.added), renamedFrom: new Map() },
  };
}

/** The badge beside a name that the previous major lacked, or the name it replaces. */
export function ChangeBadge({ name, marks }: { name: string; marks: ChangeMarks | null | undefined }) {
  if (!marks) {
    return null;
  }
  const from = marks.renamedFrom.get(name);
  if (from !== undefined) {
    return (
      <span className="api-badge api-badge-renamed">
        {marks.renamedLabel} <code>{from}</code>
      </span>
    );
  }
  return marks.added.has(name) ? <span className="api-badge api-badge-new">{marks.newLabel}</span> : null;
}

function Names({ names }: { names: readonly string[] }) {
  return (
    <>
      {names.map((name, index) => (
        <React.Fragment key={name}>
          {index > 0 ? ', ' : null}
          <code>{name}</code>
        </React.Fragment>
      ))}
    </>
  );
}

function GuideLink({ guide, language, t }: { guide?: string; language: Language; t: Translate }) {
  return guide ? (
    <>
      {' '}
      (<a href={localHref(guide, language)}>{t('api.migrationGuide')}</a>)
    </>
  ) : null;
}

function Removals({
  title,
  items,
  language,
  t,
}: {
  title: string;
  items: readonly ApiRemoval[];
  language: Language;
  t: Translate;
}) {
  return items.length > 0 ? (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item.name}>
            <code>{item.name}</code>
            {item.renamedTo ? (
              <>
                {' '}
                {t('api.renamedTo')} <code>{item.renamedTo}</code>
              </>
            ) : null}
            <GuideLink guide={item.guide} language={language} t={t} />
          </li>
        ))}
      </ul>
    </>
  ) : null;
}

/**
 * An API page's "Changes since v7" section: what the previous major had that this one removed, renamed or retyped,
 * what is newly deprecated, and what was added, collapsed under a summary (a `<details>`, so it works without
 * JavaScript).
 */
export function ChangesSection({
  changes,
  name,
  language,
  t,
}: {
  changes: ApiChanges;
  name: string;
  language: Language;
  t: Translate;
}) {
  return (
    <section className="api-changes">
      <h2 id="changes">{t('api.changesSince', { major: changes.previousMajor })}</h2>
      {changes.isNew ? (
        <p>
          <span className="api-badge api-badge-new">{t('api.newIn', { major: changes.major })}</span>{' '}
          {t('api.newComponent', { name, major: changes.major, previous: changes.previousMajor })}
        </p>
      ) : !hasChanges(changes) ? (
        <p>{t('api.noChanges', { major: changes.previousMajor })}</p>
      ) : (
        <details>
          <summary>
            {t('api.changesSummary', {
              count: changeCount(changes),
              major: changes.previousMajor,
              version: changes.previousVersion,
            })}
          </summary>
          {changeGroups(changes).map((group) => {
            switch (group.key) {
              case 'removedProps':
              case 'removedSlots':
              case 'removedClasses':
                return (
                  <Removals
                    key={group.key}
                    title={t(`api.${group.key}`)}
                    items={group.items}
                    language={language}
                    t={t}
                  />
                );
              case 'changedTypes':
                return (
                  <React.Fragment key={group.key}>
                    <h3>{t('api.changedTypes')}</h3>
                    <ul>
                      {group.items.map((entry) => (
                        <li key={entry.name}>
                          <code>{entry.name}</code>: <code>{entry.before}</code> → <code>{entry.after}</code>
                          <GuideLink guide={entry.guide} language={language} t={t} />
                        </li>
                      ))}
                    </ul>
                  </React.Fragment>
                );
              case 'newlyDeprecated':
                return (
                  <React.Fragment key={group.key}>
                    <h3>{t('api.newlyDeprecated', { major: changes.major })}</h3>
                    <ul>
                      {group.items.map((entry) => (
                        <li key={entry.name}>
                          <code>{entry.name}</code>
                          {entry.text ? `: ${entry.text}` : null}
                          <GuideLink guide={entry.guide} language={language} t={t} />
                        </li>
                      ))}
                    </ul>
                  </React.Fragment>
                );
              default:
                return (
                  <p key={group.key}>
                    <strong>{t(`api.${group.key}`)}:</strong> <Names names={group.items} />
                  </p>
                );
            }
          })}
        </details>
      )}
    </section>
  );
}

/** One line of a component's changes on the changes page: a label, then names or renames (`old` → `new`). */
function ChangeLine({ label, items }: { label: string; items: ReadonlyArray<string | [string, string]> }) {
  return (
    <li>
      {label}:{' '}
      {items.map((item, index) => (
        <React.Fragment key={typeof item === 'string' ? item : item[0]}>
          {index > 0 ? ', ' : null}
          {typeof item === 'string' ? (
            <code>{item}</code>
          ) : (
            <>
              <code>{item[0]}</code> → <code>{item[1]}</code>
            </>
          )}
        </React.Fragment>
      ))}
    </li>
  );
}

/**
 * The changes page of an area: the changed components, each with everything added, removed, renamed, retyped and
 * newly deprecated; then the new components, and the components the previous major had and this one lacks.
 */
export function ChangeLog({ log, language, t }: { log: ApiChangeLog; language: Language; t: Translate }) {
  const changed = log.pages.filter((page) => !page.changes.isNew);
  const added = log.pages.filter((page) => page.changes.isNew);
  const pageLink = (page: ApiChangeLog['pages'][number], hash = '') => (
    <a href={`${localizePath(toUrlPath(page.path), language)}${hash}`}>
      <code>{page.name}</code>
    </a>
  );
  return (
    <>
      <p>
        {t('api.changesIntro', {
          previous: log.previousMajor,
          major: log.major,
          versions: [...new Set(Object.values(log.previousVersions))].join(', '),
        })}
      </p>
      <h2 id="changed-components">{t('api.changedComponents')}</h2>
      <ul className="api-changelog">
        {changed.map((page) => (
          <li key={page.path} id={`changes-${page.name}`}>
            {pageLink(page, '#changes')}
            {page.plan ? <span className="api-mark api-plan">{PLAN_LABELS[page.plan]}</span> : null}
            <ul>
              {changeLines(page.changes).map(({ key, items }) => (
                <ChangeLine key={key} label={t(`api.${key}`, { major: log.major })} items={items} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {added.length > 0 ? (
        <>
          <h2 id="new-components">{t('api.newComponents')}</h2>
          <p>
            {added.map((page, index) => (
              <React.Fragment key={page.path}>
                {index > 0 ? ', ' : null}
                {pageLink(page)}
              </React.Fragment>
            ))}
          </p>
        </>
      ) : null}
      {log.removedComponents.length > 0 ? (
        <>
          <h2 id="removed-components">{t('api.removedComponents')}</h2>
          <p>{t('api.removedComponentsNote', { major: log.previousMajor })}</p>
          <ul className="api-changelog">
            {log.removedComponents.map((entry) => (
              <li key={entry.name}>
                <code>{entry.name}</code> ({entry.packageName})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
