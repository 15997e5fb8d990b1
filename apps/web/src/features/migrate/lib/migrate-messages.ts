import { useFormMessages } from '../../../shared/forms/form-messages';

/** Migration's own rule texts first (the old id), then sign-up's (the new id and password). */
const MIGRATE_RULES = ['migrate.rule', 'signup.rule'] as const;

export const useMigrateMessages = () => useFormMessages(MIGRATE_RULES);
