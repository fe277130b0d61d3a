import { Box, Button, Group, Tabs } from '@mantine/core';
import { IconChevronDown, IconMenu2, type Icon } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { NavMenuProps } from './admin-nav-menus';

export interface NavSection<V extends string = string> {
  value: V;
  label: string;
  icon: Icon;
}

export interface NavGroup<V extends string = string> {
  label: string;
  icon: Icon;
  sections: readonly NavSection<V>[];
}

/** The group a section belongs to (the first group when none lists it). */
export function groupOf<V extends string>(groups: readonly NavGroup<V>[], value: V): NavGroup<V> {
  return groups.find((g) => g.sections.some((s) => s.value === value)) ?? groups[0]!;
}

// The menus' code (Mantine's Menu, Popover and floating-ui) is fetched when the owner reaches for one.
const loadMenus = () => import('./admin-nav-menus');
let menusLoaded: Awaited<ReturnType<typeof loadMenus>> | null = null;

/**
 * A group's menu. Until its code has arrived the button is a placeholder that looks and reads the same (a button with
 * a popup): the pointer over it, focus on it or a touch fetches the code, and a press before it arrives opens the menu
 * as soon as it does, with the focus kept on the button.
 */
function GroupMenu<V extends string>(props: Omit<NavMenuProps<V>, 'openAtOnce' | 'focusAtOnce'>) {
  const placeholder = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const [loaded, setLoaded] = useState(() => (menusLoaded ? { open: false, focus: false } : null));
  if (loaded && menusLoaded) {
    const { NavMenu } = menusLoaded;
    return <NavMenu {...props} openAtOnce={loaded.open} focusAtOnce={loaded.focus} />;
  }
  const load = () =>
    void loadMenus().then((menus) => {
      menusLoaded = menus;
      setLoaded({ open: pressed.current, focus: document.activeElement === placeholder.current });
    });
  const press = () => {
    pressed.current = true;
    load();
  };
  return (
    <Button
      ref={placeholder}
      {...props.trigger}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onTouchStart={load}
      // A press counts from its start: code that arrives between the pointer going down and coming up replaces this
      // button, and the click then lands on neither (the menu stayed shut under a quick tap).
      onPointerDown={press}
      onClick={press}
    />
  );
}

/**
 * The dashboard's navigation: a few groups (Today, Bookings, Schedule, Clients, Money, Site, Settings), each a menu
 * of its sections, on a desktop; one "Menu" with every section, grouped, on a phone. Below it, the open group's
 * sections as tabs, so a neighbour is one tap away. Mantine's Menu and Tabs are keyboard-driven (arrows, Enter,
 * Escape); the URL's `tab` stays the address of each section.
 */
export function AdminNav<V extends string>({
  groups,
  current,
  onChange,
}: {
  groups: readonly NavGroup<V>[];
  current: V;
  onChange: (value: V) => void;
}) {
  const open = groupOf(groups, current);
  const section = open.sections.find((s) => s.value === current) ?? open.sections[0]!;
  return (
    <Box component="nav" aria-label="Dashboard sections">
      <Group gap={6} wrap="nowrap" visibleFrom="md" mb="sm">
        {groups.map((g) => {
          const GroupIcon = g.icon;
          const active = g === open;
          const variant = active ? 'filled' : 'subtle';
          if (g.sections.length === 1) {
            const only = g.sections[0]!;
            return (
              <Button
                key={g.label}
                variant={variant}
                leftSection={<GroupIcon size={16} aria-hidden />}
                onClick={() => onChange(only.value)}
                aria-current={active ? 'page' : undefined}
              >
                {g.label}
              </Button>
            );
          }
          return (
            <GroupMenu
              key={g.label}
              groups={[g]}
              current={current}
              onChange={onChange}
              trigger={{
                variant,
                leftSection: <GroupIcon size={16} aria-hidden />,
                rightSection: <IconChevronDown size={14} aria-hidden />,
                'aria-current': active ? 'page' : undefined,
                children: g.label,
              }}
            />
          );
        })}
      </Group>
      <Box hiddenFrom="md" mb="sm">
        <GroupMenu
          groups={groups}
          current={current}
          onChange={onChange}
          scroll
          trigger={{
            variant: 'light',
            leftSection: <IconMenu2 size={16} aria-hidden />,
            rightSection: <IconChevronDown size={14} aria-hidden />,
            'aria-label': `Menu: ${open.label}, ${section.label}`,
            children: `${open.label}: ${section.label}`,
          }}
        />
      </Box>
      {/* The open group's sections (at most three: they fit a phone's width). */}
      <Tabs.List aria-label={open.label} style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {open.sections.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value} px="sm" style={{ whiteSpace: 'nowrap' }}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Box>
  );
}
