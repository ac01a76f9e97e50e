import { z } from 'zod';
import { changePasswordRequestSchema, updateProfileRequestSchema } from '../../contracts/auth.ts';
import { confirmPassword, passwordsMatch } from '../auth/forms.ts';

export const nameFormSchema = updateProfileRequestSchema;
export type NameForm = z.infer<typeof nameFormSchema>;

export const passwordFormSchema = z
  .object({
    currentPassword: changePasswordRequestSchema.shape.current_password,
    password: changePasswordRequestSchema.shape.new_password,
    confirmPassword,
  })
  .refine(...passwordsMatch);
export type PasswordForm = z.infer<typeof passwordFormSchema>;
