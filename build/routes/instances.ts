import type { z } from 'zod';
import type { PublicRequest, StaticInstance } from './types.ts';

/** A JSON file instance: computed lazily, validated against its schema, then serialized exactly as validated. */
export function jsonInstance(
  file: string,
  requests: PublicRequest[],
  schema: z.ZodType,
  compute: () => unknown,
): StaticInstance {
  return {
    file,
    requests,
    render: () => {
      const value = compute();
      schema.parse(value);
      return `${JSON.stringify(value)}\n`;
    },
  };
}
