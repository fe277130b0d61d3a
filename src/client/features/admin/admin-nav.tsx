import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Box, Button, Group, Menu, Tabs } from '@mantine/core';
import { IconChevronDown, IconMenu2, type Icon } from '@tabler/icons-react';
import { Fragment } from 'react';

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
            <Menu key={g.label} position="bottom-start" shadow="md" withinPortal>
              <Menu.Target>
                <Button
                  variant={variant}
                  leftSection={<GroupIcon size={16} aria-hidden />}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  aria-current={active ? 'page' : undefined}
                >
                  {g.label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <MenuItems groups={[g]} current={current} onChange={onChange} />
              </Menu.Dropdown>
            </Menu>
          );
        })}
      </Group>
      <Box hiddenFrom="md" mb="sm">
        <Menu position="bottom-start" shadow="md" withinPortal>
          <Menu.Target>
            <Button
              variant="light"
              leftSection={<IconMenu2 size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
              aria-label={`Menu: ${open.label}, ${section.label}`}
            >
              {open.label}: {section.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
            <MenuItems groups={groups} current={current} onChange={onChange} />
          </Menu.Dropdown>
        </Menu>
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
