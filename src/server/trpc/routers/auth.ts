import { loginSchema } from '../../../domain/schemas';
import { publicProcedure, router } from '../init';

export const authRouter = router({
  login: publicProcedure.input(loginSchema).mutation(({ ctx, input }) => ctx.services.auth.login({ ...input, ip: ctx.ip })),
});
