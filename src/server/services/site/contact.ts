import type { Service } from '../../../domain/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';
import { enquiryAcknowledgementMail, ownerEnquiryMail } from '../mail/site-emails';
import { brandOf } from '../mail/brand';
import type { MailService } from '../mail/mail';
import { emitEvent } from '../webhooks/events';

const SERVICE_NAMES: Record<Service, string> = {
  'group-classes': 'Group Classes',
  'personal-training': 'Personal Training',
  both: 'Both Services',
  consultation: 'Free Consultation',
};

export function createContactService(deps: { db: Db; config: Config; mail: MailService }) {
  const { db, config, mail } = deps;
  return {
    /** Stores the enquiry and queues the owner's notice and her acknowledgement in one transaction, then sends. */
    async send(input: { name: string; email: string; phone?: string; service?: Service; message?: string }): Promise<{ success: true }> {
      const phone = input.phone ?? '';
      const message = input.message ?? '';
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({ name: input.name, email: input.email, phone, service: input.service ?? null, message })
          .returning({ id: enquiries.id });
        await emitEvent(tx, 'enquiry.created', {
          enquiryId: row!.id,
          name: input.name,
          email: input.email,
          phone,
          service: input.service ?? null,
          message,
        });
        const brand = await brandOf(tx, config);
        const facts = {
          id: row!.id,
          name: input.name,
          email: input.email,
          phone,
          service: input.service ? SERVICE_NAMES[input.service] : null,
          message,
        };
        await mail.queue(tx, ownerEnquiryMail(brand, facts));
        await mail.queue(tx, enquiryAcknowledgementMail(brand, facts));
      });
      mail.kick();
      return { success: true };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
