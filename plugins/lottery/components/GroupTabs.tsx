import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export interface GroupTab {
  key: string;
  label: string;
  /** A number shown after the label (games in the group). */
  count?: number;
  icon?: IconName;
}

/** The menu's groups as WAI-ARIA tabs: arrow keys move between them, Home and End jump to the ends. */
export function GroupTabs({
  id,
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  id: string;
  tabs: GroupTab[];
  active: string;
  onChange: (key: string) => void;
  label: string;
  children: ReactNode;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const next = (targets[event.key] + tabs.length) % tabs.length;
    onChange(tabs[next].key);
    refs.current[next]?.focus();
  }
  const tabId = (key: string) => `${id}-tab-${key}`;
  return (
    <>
      <div role="tablist" aria-label={label} className="lottery-tabs">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            className={`lottery-tabs__tab${tab.key === active ? ' lottery-tabs__tab--active' : ''}`}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.icon ? <Icon name={tab.icon} size={16} className="lottery-tabs__icon" /> : null}
            {tab.label}
            {tab.count !== undefined ? <span className="lottery-tabs__count">{tab.count}</span> : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(active)} className="lottery-tabs__panel" tabIndex={-1}>
        {children}
      </div>
    </>
  );
}
