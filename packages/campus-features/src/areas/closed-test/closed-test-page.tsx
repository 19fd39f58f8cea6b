import type { ClosedTest } from "@campus/contract";
import { coursePath, programPath } from "@campus/contract";
import { useParams } from "react-router";
import { hasOwnPage } from "../../access";
import { pageColumn } from "../../page";
import { useLearner } from "../../session";
import { useLoadErrorToast } from "../../toasts";
import { ClosedTestScreen } from "./closed-test-screen";
import { useClosedTest, useTestCourse } from "./hooks";
import { TestNotLoaded } from "./test-not-loaded";

/**
 * The closed test of a course (`/course-test/{id}`, SPEC sections 2, 4, 5, 8 and 9): its start, the questions
 * one at a time, the check and the result, then the certificate or the course's finish. Answers are kept on
 * the device as they are chosen, and a check made offline goes out once the connection returns.
 */
export function ClosedTestPage() {
  const { id = "" } = useParams();
  const { user } = useLearner();
  const test = useClosedTest(id);
  const course = useTestCourse(id);
  const loaded: ClosedTest | undefined = test.data?._id === id ? test.data : undefined;
  // The course says whether the learner has joined; the test can go on without it if only that call failed.
  const isReady = loaded !== undefined && (course.data !== undefined || course.error !== undefined);
  const error = test.error ?? (loaded ? undefined : course.error);
  const toastAgain = useLoadErrorToast(test.error, loaded !== undefined, "closedTest.loadError", hasOwnPage);

  if (!isReady || !loaded) {
    return (
      <div className={pageColumn.underCrumbs}>
        <TestNotLoaded
          courseId={id}
          error={error}
          onRetry={() => {
            toastAgain();
            void test.mutate();
            void course.mutate();
          }}
        />
      </div>
    );
  }
  const trail = course.data
    ? [
        { id: "program", label: course.data.course.programTitle, href: programPath(course.data.course.programId) },
        { id: "course", label: course.data.course.title, href: coursePath(id) },
      ]
    : [{ id: "course", label: loaded.courseTitle, href: coursePath(id) }];
  return (
    <div className={pageColumn.underCrumbs}>
      <ClosedTestScreen
        // Another course, or another learner, is another test from its start.
        key={`${user._id}:${id}`}
        test={loaded}
        trail={trail}
        userId={user._id}
        isJoined={course.data ? course.data.progress !== null : true}
      />
    </div>
  );
}
