import { z } from 'zod';
import type { EnquiryDto } from '../../../../domain/dto';
import { id } from '../../../../domain/schemas';
import { adminProcedure, notImplemented, router } from '../../init';

export const adminEnquiriesRouter = router({
  list: adminProcedure.query((): Promise<EnquiryDto[]> => notImplemented('admin.enquiries.list')),
  setHandled: adminProcedure
    .input(z.object({ id, handled: z.boolean() }))
    .mutation((): Promise<EnquiryDto> => notImplemented('admin.enquiries.setHandled')),
});
