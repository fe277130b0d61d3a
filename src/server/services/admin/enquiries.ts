import { desc, eq } from 'drizzle-orm';
import type { EnquiryDto } from '../../../domain/dto';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';
import { notFound } from '../../../domain/errors';
import type { SyncPage, SyncQuery } from '../../../domain/sync';
import { readChanges } from '../platform/sync';

const enquiryColumns = {
  id: enquiries.id,
  name: enquiries.name,
  email: enquiries.email,
  phone: enquiries.phone,
  service: enquiries.service,
  message: enquiries.message,
  handledAt: enquiries.handledAt,
  createdAt: enquiries.createdAt,
  updatedAt: enquiries.updatedAt,
};

function toEnquiryDto({ handledAt, ...row }: { handledAt: Date | null } & Omit<EnquiryDto, 'handled'>): EnquiryDto {
  return { ...row, handled: handledAt !== null };
}

/** Contact-form messages for the owner, newest first. */
export function createAdminEnquiryService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(): Promise<EnquiryDto[]> {
      const rows = await db.select(enquiryColumns).from(enquiries).orderBy(desc(enquiries.createdAt), desc(enquiries.id));
      return rows.map(toEnquiryDto);
    },

    /** Enquiries read by change (decision 750): marking one handled changes it. */
    changes: (input: SyncQuery): Promise<SyncPage<EnquiryDto>> => readChanges(db, enquiries, enquiryColumns, input, toEnquiryDto),

    async setHandled(id: number, handled: boolean, now = new Date()): Promise<EnquiryDto> {
      const [row] = await db
        .update(enquiries)
        .set({ handledAt: handled ? now : null })
        .where(eq(enquiries.id, id))
        .returning(enquiryColumns);
      if (!row) throw notFound('Enquiry not found');
      return toEnquiryDto(row);
    },
  };
}

export type AdminEnquiryService = ReturnType<typeof createAdminEnquiryService>;
