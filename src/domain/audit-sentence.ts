/**
 * The audit trail as sentences the owner reads on her phone: "Refunded £12.00 to Jo Bloggs (B-35)", with
 * money in pounds. The rows keep the raw before/after records; these sentences are made when they are read.
 */
import { formatPence } from './money';

export interface AuditFacts {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

const ENTITY_NAMES: Record<string, string> = {
  booking: 'booking',
  class_type: 'class type',
  slot: 'class slot',
  series: 'weekly series',
  location: 'location',
  discount_code: 'discount code',
  pack: 'class pack',
  credit_lot: 'credits',
  api_key: 'API key',
  webhook_endpoint: 'webhook endpoint',
  appointment: 'appointment',
  appointment_type: 'appointment type',
  time_off: 'time off',
  working_hours: 'working hours',
  appointment_settings: 'appointment settings',
  client_note: 'private note',
  client: 'client',
};

const NOT_SHOWN = new Set(['id', 'createdAt', 'updatedAt', 'keyHash', 'secret', 'tokenHash']);

type Rec = Record<string, unknown>;
const recordOf = (value: unknown): Rec | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Rec) : null);
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A field's value as a person reads it: pence as pounds, nothing as "none". */
function shown(key: string, value: unknown): string {
  if (value == null || value === '') return 'none';
  if (/pence$/i.test(key) && typeof value === 'number') return formatPence(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** 'pricePence' -> 'price', 'maxUsesPerEmail' -> 'max uses per email'. */
const fieldName = (key: string) =>
  key
    .replace(/Pence$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

function changes(before: Rec | null, after: Rec | null): string[] {
  if (!before || !after) return [];
  return Object.keys({ ...before, ...after })
    .filter((k) => !NOT_SHOWN.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => `${fieldName(k)} ${shown(k, before[k])} → ${shown(k, after[k])}`);
}

const nameOf = (r: Rec | null): string | null => text(r?.name) ?? text(r?.code) ?? text(r?.title) ?? text(r?.label);

/**
 * One sentence for one audit row. `subject` is the customer's name for a booking's row, looked up when the
 * trail is read (so an erased customer is no longer named).
 */
export function auditSentence(entry: AuditFacts, subject: string | null = null): string {
  const before = recordOf(entry.before);
  const after = recordOf(entry.after);
  const verb = entry.action.slice(entry.action.lastIndexOf('.') + 1);
  const what = ENTITY_NAMES[entry.entity] ?? entry.entity.replace(/_/g, ' ');
  const ref = entry.entityId;
  const who = subject ? `${subject} (${ref})` : ref || 'a booking';
  const label = nameOf(after) ?? nameOf(before);
  const named = `${what}${label ? ` “${label}”` : ref ? ` ${ref}` : ''}`;
  const reason = text(after?.reason);
  const because = reason ? `: ${reason}` : '';

  // A note's words are not in the trail (they go when she is erased): whose client it was, and what was done.
  if (entry.entity === 'client_note') {
    const about = text(after?.email) ?? text(before?.email);
    return `${verb === 'create' ? 'Added' : 'Removed'} a private note${about ? ` on ${about}` : ''}`;
  }

  switch (verb) {
    case 'message': {
      const subjectLine = text(after?.subject);
      const about = subjectLine ? ` “${subjectLine}”` : '';
      if (entry.entity === 'client') return `E-mailed ${text(after?.email) ?? ref}${about}`;
      const sent = num(after?.recipients) ?? 0;
      return `E-mailed ${plural(sent, 'person', 'people')} booked on ${text(after?.about) ?? `class slot ${ref}`}${about}`;
    }
    case 'refund': {
      const amount = num(after?.amountPence);
      // A refund's reason is who asked for it ('owner', 'customer'), not words for the owner: left out.
      return `Refunded ${amount === null ? 'money' : formatPence(amount)} to ${who}`;
    }
    case 'cancel':
      return `Cancelled ${entry.entity === 'appointment' ? `appointment ${who}` : `the booking of ${who}`}${because}`;
    case 'status':
      return `Changed ${who} from ${shown('status', before?.status)} to ${shown('status', after?.status)}`;
    case 'check_in':
      return `Checked in ${who}${after?.via === 'ticket' ? ' by ticket' : after?.via === 'roster' ? ' on the roster' : ''}`;
    case 'no_show':
      return `Marked ${who} as a no-show`;
    case 'attendance_cleared':
      return `Cleared the check-in or no-show of ${who}`;
    case 'no_shows': {
      const refs = Array.isArray(after?.refs) ? (after.refs as unknown[]).map(String) : [];
      return `Marked ${plural(refs.length, 'no-show')} after class slot ${ref}${refs.length ? ` (${refs.join(', ')})` : ''}`;
    }
    case 'withdraw': {
      const cancelled = Array.isArray(after?.cancelled) ? (after.cancelled as unknown[]).map(recordOf) : [];
      const each = cancelled.map((c) => {
        const pence = num(c?.refundPence);
        return `${shown('ref', c?.ref)}${pence ? ` refunded ${formatPence(pence)}` : ''}`;
      });
      const failed = Array.isArray(after?.failed) ? after.failed.length : 0;
      return (
        `Withdrew ${what} ${ref}${after?.outcome ? ` (${shown('outcome', after.outcome)})` : ''}: ` +
        `cancelled ${plural(cancelled.length, 'booking')}${each.length ? ` (${each.join(', ')})` : ''}` +
        (failed ? `; ${plural(failed, 'booking')} could not be cancelled` : '')
      );
    }
    case 'grant': {
      const credits = num(after?.credits);
      return `Gave ${credits === null ? 'credits' : plural(credits, 'credit')}${text(after?.title) ? ` of “${text(after?.title)}”` : ''} to ${text(after?.email) ?? who}${because}`;
    }
    case 'adjust': {
      const delta = num(after?.delta);
      const by = delta === null ? '' : ` by ${delta > 0 ? '+' : ''}${delta}`;
      const left = num(after?.remaining);
      return `Adjusted ${what}${text(after?.email) ? ` of ${text(after?.email)}` : ` ${ref}`}${by}${left === null ? '' : ` (now ${left})`}${because}`;
    }
    case 'create':
      return `Created ${named}`;
    case 'remove':
    case 'delete':
      return `Removed ${named}`;
    case 'revoke':
      return `Revoked ${named}`;
    case 'replace':
      return `Replaced the ${what}`;
    case 'reschedule':
      return `Moved appointment ${who}${text(after?.startsAt) ? ` to ${text(after?.startsAt)}` : ''}`;
    case 'update': {
      const changed = changes(before, after);
      return `Updated ${named}${changed.length ? `: ${changed.join('; ')}` : ''}`;
    }
    default:
      return `${entry.action.replace(/[._]/g, ' ')}${ref ? ` ${ref}` : ''}`;
  }
}
