import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

type Serialize = (data: unknown) => string;

/**
 * Writes each frozen object once: an answer cache freezes what it keeps, and the same answer sent
 * again within its few seconds gets the same checked text without another pass over the schema.
 * Objects that are not frozen may still change, so they are written every time.
 */
export function serializeFrozenOnce(serialize: Serialize): Serialize {
  const written = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let text = written.get(data);
    if (text === undefined) {
      text = serialize(data);
      written.set(data, text);
    }
    return text;
  };
}

/**
 * The contracts' serializer (each reply checked against its route's schema, extra fields
 * dropped), remembering per route what it wrote for frozen answers.
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) =>
  serializeFrozenOnce(zodSerializerCompiler(route));
