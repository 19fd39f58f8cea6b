import { calls } from "@campus/contract";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { describe, expect, it } from "vitest";
import { certificates } from "./certificate-fixtures";

const schema = (calls.certificate.schema.response as Record<number, TSchema>)[200] as TSchema;

describe("certificate fixtures", () => {
  it.each(certificates.map((answer) => [answer.certificate.id, answer]))(
    "%s is a valid certificate answer",
    (_id, answer) => {
      expect([...Value.Errors(schema, answer)].map((error) => `${error.path}: ${error.message}`)).toEqual([]);
    },
  );
});
