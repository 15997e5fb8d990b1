import { validateWithoutEval } from '@mall/domain/zod-config';

// Zod probes `new Function` when the first object schema is built; the page's CSP refuses it (docs/decisions/043).
validateWithoutEval();
