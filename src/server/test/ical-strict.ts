/**
 * A strict, line-level reader of iCalendar (RFC 5545, with the iTIP methods of RFC 5546) for the tests:
 * it throws on anything a picky calendar might refuse, where a forgiving parser would quietly accept it.
 * Checked: CRLF after every line (the last one too), lines of at most 75 octets, well-formed content
 * lines, balanced BEGIN/END, only RFC 5545 properties (or X- names) in each component, the required
 * properties, DTSTAMP in UTC, TZID parameters naming a VTIMEZONE of the file, a known METHOD.
 */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  /** The value with the text escapes (\\n, \\, \\; \\\\) undone. */
  value: string;
  raw: string;
}

export interface IcsComponent {
  name: string;
  props: IcsProperty[];
  children: IcsComponent[];
  /** The first property of this name, or undefined. */
  get(name: string): IcsProperty | undefined;
}

const KNOWN: Record<string, string[]> = {
  VCALENDAR: ['PRODID', 'VERSION', 'CALSCALE', 'METHOD'],
  VEVENT: [
    'DTSTAMP',
    'UID',
    'DTSTART',
    'CLASS',
    'CREATED',
    'DESCRIPTION',
    'GEO',
    'LAST-MODIFIED',
    'LOCATION',
    'ORGANIZER',
    'PRIORITY',
    'SEQUENCE',
    'STATUS',
    'SUMMARY',
    'TRANSP',
    'URL',
    'RECURRENCE-ID',
    'RRULE',
    'DTEND',
    'DURATION',
    'ATTACH',
    'ATTENDEE',
    'CATEGORIES',
    'COMMENT',
    'CONTACT',
    'EXDATE',
    'REQUEST-STATUS',
    'RELATED-TO',
    'RESOURCES',
    'RDATE',
  ],
  VTIMEZONE: ['TZID', 'LAST-MODIFIED', 'TZURL'],
  STANDARD: ['DTSTART', 'TZOFFSETTO', 'TZOFFSETFROM', 'RRULE', 'COMMENT', 'RDATE', 'TZNAME'],
  DAYLIGHT: ['DTSTART', 'TZOFFSETTO', 'TZOFFSETFROM', 'RRULE', 'COMMENT', 'RDATE', 'TZNAME'],
  VALARM: ['ACTION', 'TRIGGER', 'DURATION', 'REPEAT', 'DESCRIPTION', 'SUMMARY', 'ATTENDEE', 'ATTACH'],
};

const REQUIRED: Record<string, string[]> = {
  VCALENDAR: ['PRODID', 'VERSION'],
  VEVENT: ['DTSTAMP', 'UID', 'DTSTART'],
  VTIMEZONE: ['TZID'],
  STANDARD: ['DTSTART', 'TZOFFSETTO', 'TZOFFSETFROM'],
  DAYLIGHT: ['DTSTART', 'TZOFFSETTO', 'TZOFFSETFROM'],
};

const SINGLE = [
  'PRODID',
  'VERSION',
  'CALSCALE',
  'METHOD',
  'DTSTAMP',
  'UID',
  'DTSTART',
  'DTEND',
  'SEQUENCE',
  'STATUS',
  'SUMMARY',
  'LOCATION',
  'DESCRIPTION',
  'URL',
  'ORGANIZER',
  'TZID',
];
const METHODS = ['PUBLISH', 'REQUEST', 'REPLY', 'ADD', 'CANCEL', 'REFRESH', 'COUNTER', 'DECLINECOUNTER'];
const NAME = /^(?:[A-Za-z0-9-]+)$/;

const unescapeText = (v: string) => v.replace(/\\([nN\\;,])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function parseLine(line: string, at: number): IcsProperty {
  // name *(";" param) ":" value, where a quoted parameter value may hold ':' and ';'.
  let i = 0;
  while (i < line.length && line[i] !== ';' && line[i] !== ':') i++;
  const name = line.slice(0, i).toUpperCase();
  if (!NAME.test(name)) throw new Error(`line ${at}: bad property name in "${line}"`);
  const params: Record<string, string> = {};
  while (line[i] === ';') {
    i++;
    const eq = line.indexOf('=', i);
    if (eq < 0) throw new Error(`line ${at}: parameter without "=" in "${line}"`);
    const pname = line.slice(i, eq).toUpperCase();
    if (!NAME.test(pname)) throw new Error(`line ${at}: bad parameter name in "${line}"`);
    i = eq + 1;
    let pvalue = '';
    if (line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      if (close < 0) throw new Error(`line ${at}: unclosed quote in "${line}"`);
      pvalue = line.slice(i + 1, close);
      i = close + 1;
    } else {
      const start = i;
      while (i < line.length && line[i] !== ';' && line[i] !== ':' && line[i] !== ',') i++;
      pvalue = line.slice(start, i);
      if (/["]/.test(pvalue)) throw new Error(`line ${at}: stray quote in "${line}"`);
    }
    params[pname] = pvalue;
  }
  if (line[i] !== ':') throw new Error(`line ${at}: no ":" before the value in "${line}"`);
  const raw = line.slice(i + 1);
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(raw)) throw new Error(`line ${at}: control character in the value of ${name}`);
  return { name, params, value: unescapeText(raw), raw };
}

const componentOf = (name: string): IcsComponent => ({
  name,
  props: [],
  children: [],
  get(n: string) {
    return this.props.find((p) => p.name === n);
  },
});

/** Parses and checks an iCalendar text; throws an Error naming the first fault. */
export function parseStrictIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('the file must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  physical.forEach((l, n) => {
    if (l.includes('\n') || l.includes('\r')) throw new Error(`line ${n + 1}: a bare LF or CR (every line ends with CRLF)`);
    if (Buffer.byteLength(l, 'utf8') > 75) throw new Error(`line ${n + 1}: longer than 75 octets`);
    if (l === '') throw new Error(`line ${n + 1}: empty line`);
  });
  const logical: { line: string; at: number }[] = [];
  physical.forEach((l, n) => {
    if (l.startsWith(' ') || l.startsWith('\t')) {
      if (!logical.length) throw new Error('the file starts with a continuation line');
      logical[logical.length - 1]!.line += l.slice(1);
    } else logical.push({ line: l, at: n + 1 });
  });

  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const { line, at } of logical) {
    const p = parseLine(line, at);
    if (p.name === 'BEGIN') {
      const c = componentOf(p.value.toUpperCase());
      if (!stack.length && root) throw new Error(`line ${at}: a second top-level component`);
      if (!stack.length && c.name !== 'VCALENDAR') throw new Error(`line ${at}: the file must begin with BEGIN:VCALENDAR`);
      stack[stack.length - 1]?.children.push(c);
      stack.push(c);
      if (!root) root = c;
      continue;
    }
    if (p.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== p.value.toUpperCase())
        throw new Error(`line ${at}: END:${p.value} does not close ${open?.name ?? 'anything'}`);
      continue;
    }
    const c = stack[stack.length - 1];
    if (!c) throw new Error(`line ${at}: ${p.name} outside any component`);
    const known = KNOWN[c.name];
    if (!p.name.startsWith('X-') && (!known || !known.includes(p.name)))
      throw new Error(`line ${at}: ${p.name} is not an RFC 5545 property of ${c.name} (non-standard names need X-)`);
    c.props.push(p);
  }
  if (stack.length) throw new Error(`${stack[stack.length - 1]!.name} is never closed`);
  if (!root) throw new Error('empty file');

  const tzids = new Set(root.children.filter((c) => c.name === 'VTIMEZONE').map((c) => c.get('TZID')?.value));
  const check = (c: IcsComponent) => {
    for (const r of REQUIRED[c.name] ?? []) if (!c.get(r)) throw new Error(`${c.name} has no ${r}`);
    for (const s of SINGLE) if (c.props.filter((p) => p.name === s).length > 1) throw new Error(`${c.name} has ${s} more than once`);
    for (const p of c.props) {
      if (p.params.TZID !== undefined && !tzids.has(p.params.TZID))
        throw new Error(`${p.name} names TZID ${p.params.TZID} with no VTIMEZONE`);
    }
    if (c.name === 'VEVENT') {
      if (!/^\d{8}T\d{6}Z$/.test(c.get('DTSTAMP')!.raw)) throw new Error(`DTSTAMP must be UTC (ending in Z): ${c.get('DTSTAMP')!.raw}`);
      for (const d of ['DTSTART', 'DTEND']) {
        const v = c.get(d);
        if (v && !/^\d{8}(T\d{6}Z?)?$/.test(v.raw)) throw new Error(`${d} is not a DATE or DATE-TIME: ${v.raw}`);
        if (v && v.params.TZID !== undefined && v.raw.endsWith('Z')) throw new Error(`${d} has both TZID and Z`);
      }
      const seq = c.get('SEQUENCE');
      if (seq && !/^\d+$/.test(seq.raw)) throw new Error(`SEQUENCE is not a whole number: ${seq.raw}`);
      if (c.get('DTEND') && c.get('DURATION')) throw new Error('VEVENT has both DTEND and DURATION');
    }
    c.children.forEach(check);
  };
  check(root);
  if (root.get('VERSION')!.raw !== '2.0') throw new Error('VERSION must be 2.0');
  const method = root.get('METHOD');
  if (method && !METHODS.includes(method.raw)) throw new Error(`unknown METHOD ${method.raw}`);
  if (method) {
    for (const e of root.children.filter((c) => c.name === 'VEVENT'))
      if (!e.get('ORGANIZER')) throw new Error(`METHOD:${method.raw} needs an ORGANIZER in every VEVENT (RFC 5546)`);
  }
  return root;
}
