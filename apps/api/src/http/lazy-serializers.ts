import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

type SerializerFactory = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's own serializers (fast-json-stringify), each compiled when its answer is first sent rather than when the
 * server gets ready. Every route declares a dozen answers, most of them refusals a process may never send; compiling
 * them all took about 3 s of each process's start on an idle core (the bulk of `ready()`), time a replacement
 * process spends before the balancer may send it anything. An answer's first sending pays its few milliseconds.
 */
export function lazySerializers(): SerializerFactory {
  const factory = SerializerSelector();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      let serialize: ((doc: unknown) => string) | undefined;
      return (doc) => {
        serialize ??= compile(route);
        return serialize(doc);
      };
    };
  };
}
