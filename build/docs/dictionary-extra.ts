import type { z } from 'zod';

/** Further record types for the data dictionary (2026 polls, races, ratings), registered by their modules. */
export const DICTIONARY_EXTRA: [string, z.ZodType][] = [];
