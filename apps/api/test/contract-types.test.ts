import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from "@campus/contract";
import { describe, expect, expectTypeOf, it } from "vitest";

describe("contract types", () => {
  it("infers answers, bodies, queries and params from the schemas", () => {
    expectTypeOf<AnswerOf<"homepage">["startedCourses"][number]["_id"]>().toEqualTypeOf<string>();
    expectTypeOf<AnswerOf<"tools">["totalPages"]>().toEqualTypeOf<number>();
    expectTypeOf<BodyOf<"exchangeCode">>().toEqualTypeOf<{ code: string; codeVerifier: string }>();
    expectTypeOf<QueryOf<"tools">["showFavorites"]>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<ParamsOf<"course">>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<BodyOf<"homepage">>().toEqualTypeOf<undefined>();
    expectTypeOf<AnswerOf<"closedTest">["questions"][number]>().not.toHaveProperty("correctAnswers");
    expectTypeOf<AnswerOf<"closedTest">["questions"][number]>().not.toHaveProperty("lesson");
    // The key only with a passed check: a client must not count on it.
    type Checked = AnswerOf<"checkClosedTest">["questions"][number];
    expectTypeOf<Checked["correctAnswers"]>().toEqualTypeOf<string[] | undefined>();
    expectTypeOf<Checked["lesson"]>().toEqualTypeOf<{
      lessonId: string;
      sublessonId: string | null;
      title: string;
    } | null>();
    expect(true).toBe(true);
  });
});
