import { zodResolver } from '@hookform/resolvers/zod';
import { LoginCredentialsSchema, PasswordCheckFormSchema } from '@mall/domain';

/** The login screen's form rules, fetched on first use (shared/forms/lazy-resolver.ts). */
export const loginCredentialsResolver = zodResolver(LoginCredentialsSchema);
export const passwordCheckResolver = zodResolver(PasswordCheckFormSchema);
