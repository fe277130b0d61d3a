// The dashboard navigation's menus (Mantine's Menu and Popover, with floating-ui): a chunk of their own, loaded when
// the owner reaches for a group (admin-nav.tsx), so the dashboard's first download stays within its budget.
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, type ButtonProps, Menu } from '@mantine/core';
import { Fragment, type ReactNode, useEffect, useRef } from 'react';
import type { NavGroup } from './admin-nav';

/** Every destination, grouped: the menu items of one group, or of all groups on a phone. */
function MenuItems<V extends string>({
  groups,
  current,
  onChange,
}: {
  groups: readonly NavGroup<V>[];
  current: V;
  onChange: (v: V) => void;
}) {
  return (
    <>
      {groups.map((g, i) => (
        <Fragment key={g.label}>
          {i > 0 && groups.length > 1 && <Menu.Divider />}
          {groups.length > 1 && <Menu.Label>{g.label}</Menu.Label>}
          {g.sections.map(({ value, label, icon: SectionIcon }) => (
            <Menu.Item
              key={value}
              leftSection={<SectionIcon size={16} aria-hidden />}
              onClick={() => onChange(value)}
              aria-current={value === current ? 'page' : undefined}
              fw={value === current ? 700 : undefined}
            >
              {label}
            </Menu.Item>
          ))}
        </Fragment>
      ))}
    </>
  );
}

export interface NavMenuProps<V extends string> {
  groups: readonly NavGroup<V>[];
  current: V;
  onChange: (v: V) => void;
  /** The button that opens the menu, as the placeholder showed it. */
  trigger: ButtonProps & { 'aria-label'?: string; 'aria-current'?: 'page'; children: ReactNode };
  /** A long list (the phone's): the dropdown scrolls within the screen. */
  scroll?: boolean;
  /** Open at once: the owner pressed the placeholder before this code had arrived. */
  openAtOnce?: boolean;
  /** Focus the button at once: the placeholder it replaces had the focus. */
  focusAtOnce?: boolean;
}

/** One menu of the navigation: Mantine's Menu, keyboard-driven (arrows, Enter, Escape). */
export function NavMenu<V extends string>({ groups, current, onChange, trigger, scroll, openAtOnce, focusAtOnce }: NavMenuProps<V>) {
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtOnce) target.current?.focus();
    // Only as it replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Menu position="bottom-start" shadow="md" withinPortal defaultOpened={openAtOnce}>
      <Menu.Target>
        <Button ref={target} {...trigger} />
      </Menu.Target>
      <Menu.Dropdown {...(scroll ? { mah: '70vh', style: { overflowY: 'auto' as const } } : {})}>
        <MenuItems groups={groups} current={current} onChange={onChange} />
      </Menu.Dropdown>
    </Menu>
  );
}
