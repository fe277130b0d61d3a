/**
 * Mantine's CSS is imported per component (styles.ts keeps the prerendered pages small), so a component used
 * without its stylesheet renders unstyled: the manage page's cancel dialog showed two 319 px black circles for
 * its radios. This reads every public client file and checks each Mantine component it imports has its
 * stylesheets imported by the file itself or by styles.ts (which every page loads). The admin area loads the
 * whole sheet (admin-styles.ts) and is not checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLIENT = path.dirname(fileURLToPath(import.meta.url));
const STYLES_DIR = path.resolve(CLIENT, '../../node_modules/@mantine/core/styles');

/**
 * The stylesheets a component needs beyond its own `<Name>.css` (Mantine's docs list them per component):
 * inputs draw their box with Input.css, selects add the combobox chevron, a modal is a ModalBase over an Overlay.
 */
const NEEDS: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  PasswordInput: ['Input', 'PasswordInput', 'ActionIcon'],
  NumberInput: ['Input', 'NumberInput'],
  NativeSelect: ['Input', 'Combobox'],
  Select: ['Input', 'Combobox', 'Popover'],
  Autocomplete: ['Input', 'Combobox', 'Popover'],
  Radio: ['Radio', 'InlineInput', 'Input'],
  Checkbox: ['Checkbox', 'InlineInput', 'Input'],
  Switch: ['Switch', 'InlineInput', 'Input'],
  Chip: ['Chip'],
  Modal: ['Modal', 'ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['Drawer', 'ModalBase', 'Overlay', 'CloseButton'],
  Tooltip: ['Tooltip'],
  Popover: ['Popover'],
  Menu: ['Menu', 'Popover'],
  Alert: ['Alert', 'CloseButton'],
  Notification: ['Notification', 'CloseButton'],
  Pagination: ['Pagination'],
  Table: ['Table'],
  Tabs: ['Tabs'],
  CloseButton: ['CloseButton'],
};
/** Components that have no stylesheet of their own. */
const UNSTYLED = new Set(['Box', 'MantineProvider', 'CopyButton', 'Portal', 'FocusTrap', 'Transition', 'VisuallyHidden']);

function requiredSheets(component: string): string[] {
  if (UNSTYLED.has(component)) return [];
  if (NEEDS[component]) return NEEDS[component];
  return existsSync(path.join(STYLES_DIR, `${component}.css`)) ? [component] : [];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const importedSheets = (source: string) =>
  new Set([...source.matchAll(/import '@mantine\/core\/styles\/([A-Za-z]+)\.css'/g)].map((m) => m[1]!));

/** Component names imported from '@mantine/core' (types and `type` imports left out). */
function mantineComponents(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const name = spec.split(/\s+as\s+/)[0]!.trim();
      if (/^[A-Z]/.test(name) && !/(Props|Theme|Styles|Factory)$/.test(name)) names.push(name);
    }
  }
  return names;
}

const isAdmin = (file: string) => {
  const rel = path.relative(CLIENT, file).split(path.sep).join('/');
  return rel.startsWith('features/admin/') || rel === 'routes/admin-routes.tsx' || rel === 'admin-styles.ts';
};

describe('Mantine stylesheets', () => {
  const global = importedSheets(readFileSync(path.join(CLIENT, 'styles.ts'), 'utf8'));
  const files = sourceFiles(CLIENT).filter((f) => !isAdmin(f));

  it('reads the public client files and finds their Mantine components', () => {
    const used = files.flatMap((f) => mantineComponents(readFileSync(f, 'utf8')));
    expect(used).toContain('Radio');
    expect(used).toContain('Modal');
    expect(mantineComponents("import { Button, type ButtonProps, Radio as R } from '@mantine/core';")).toEqual(['Button', 'Radio']);
    expect(requiredSheets('TextInput')).toEqual(['Input']);
    expect(requiredSheets('Box')).toEqual([]);
  });

  it('imports the stylesheets of every Mantine component a public screen uses, with the component or in styles.ts', () => {
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const own = importedSheets(source);
      for (const component of mantineComponents(source)) {
        for (const sheet of requiredSheets(component)) {
          if (!global.has(sheet) && !own.has(sheet))
            missing.push(`${path.relative(CLIENT, file)}: ${component} needs '@mantine/core/styles/${sheet}.css'`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
